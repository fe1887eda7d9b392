// The build's compile hint: the chunk holding React starts with V8's magic comment (the comment must
// come first), and no other chunk gets it (eager compilation of code that does not run would only cost memory).
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compileHints } from '../build-plugins/compile-hints';

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, code: 'import{a}from"./b.js";export{a};' } as unknown as Rollup.OutputChunk;
}

describe('compileHints', () => {
  it('puts the magic comment first in the React chunk only', () => {
    const bundle = {
      'static/bim-viewer-X.js': chunk('static/bim-viewer-X.js', ['/app/node_modules/three/build/three.module.js']),
      'static/context-Z.js': chunk('static/context-Z.js', ['/app/node_modules/react-dom/cjs/react-dom.production.js']),
      'static/main-Y.js': chunk('static/main-Y.js', ['/app/frontend/src/main.tsx', '/app/frontend/src/app/router.tsx']),
    } as unknown as Rollup.OutputBundle;
    const hook = compileHints().generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
    hook.call({}, {}, bundle);
    const main = bundle['static/main-Y.js'] as Rollup.OutputChunk;
    expect((bundle['static/context-Z.js'] as Rollup.OutputChunk).code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(main.code).not.toContain('allFunctionsCalledOnLoad');
    expect((bundle['static/bim-viewer-X.js'] as Rollup.OutputChunk).code).not.toContain('allFunctionsCalledOnLoad');
  });
});
