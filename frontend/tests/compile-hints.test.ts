// The build's compile hint: the chunk holding ApexCharts starts with V8's magic comment (the comment must come
// first), and no other chunk gets it (eager compilation of code that does not run would only cost memory).
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compileHints } from '../build-plugins/compile-hints';

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, code: 'import{a}from"./b.js";export{a};' } as unknown as Rollup.OutputChunk;
}

describe('compileHints', () => {
  it('puts the magic comment first in the ApexCharts chunk only', () => {
    const bundle = {
      'static/react-apexcharts.min-X.js': chunk('static/react-apexcharts.min-X.js', [
        '/app/node_modules/apexcharts/dist/apexcharts.esm.js',
        '/app/node_modules/react-apexcharts/dist/react-apexcharts.min.js',
      ]),
      'static/main-Y.js': chunk('static/main-Y.js', ['/app/frontend/src/main.tsx', '/app/node_modules/react-dom/index.js']),
    } as unknown as Rollup.OutputBundle;
    const hook = compileHints().generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
    hook.call({}, {}, bundle);
    const apex = bundle['static/react-apexcharts.min-X.js'] as Rollup.OutputChunk;
    const main = bundle['static/main-Y.js'] as Rollup.OutputChunk;
    expect(apex.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(main.code).not.toContain('allFunctionsCalledOnLoad');
  });
});
