// The build's chunk merging: fewer requests where the same pages load the chunks, never more bytes for an entry,
// never chunks that import each other in a circle.
import { describe, expect, it } from 'vitest';
import { planChunkMerges, type ChunkFacts } from '../build-plugins/chunk-merge-plan';

const costs = { requestBytes: 5000 };

function chunk(fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts {
  return { fileName, bytes: 1000, requests: 1, imports: [], dynamicImports: [], isEntry: false, isDynamicEntry: false, ...facts };
}

/** An entry and its shared chunk, loading `onDemand` lazily, with the other chunks of the build. */
function app(onDemand: string[], ...rest: ChunkFacts[]): ChunkFacts[] {
  return [chunk('main.js', { isEntry: true, imports: ['boot.js'], dynamicImports: onDemand }), chunk('boot.js'), ...rest];
}

describe('planChunkMerges', () => {
  it('merges the small chunks one page always loads together', () => {
    const plan = planChunkMerges(
      app(['page.js'], chunk('page.js', { isDynamicEntry: true, imports: ['a.js', 'b.js'] }), chunk('a.js'), chunk('b.js')),
      costs,
    );
    expect(plan).toEqual([['a.js', 'b.js']]);
  });

  it('merges the chunks an entry loads at once, and nothing an entry does not load into them', () => {
    const chunks = app(['page.js'], chunk('page.js', { isDynamicEntry: true, imports: ['lazy.js'] }), chunk('lazy.js', { bytes: 10 }));
    chunks[0] = { ...chunks[0]!, imports: ['boot.js', 'more.js'] };
    chunks.push(chunk('more.js'));
    expect(planChunkMerges(chunks, costs)).toEqual([['boot.js', 'more.js']]);
  });

  it('leaves apart a large chunk that only some of its pages need', () => {
    const plan = planChunkMerges(
      app(
        ['list.js', 'form.js'],
        chunk('list.js', { isDynamicEntry: true, imports: ['table.js', 'icons.js'] }),
        chunk('form.js', { isDynamicEntry: true, imports: ['icons.js'] }),
        chunk('table.js', { bytes: 30_000 }),
        chunk('icons.js', { bytes: 500 }),
      ),
      costs,
    );
    expect(plan).toEqual([]);
  });

  it("prices the admin shell's bytes by every page that loads after it", () => {
    // grid.js (8 kB) is needed by some of the shell's six pages; merging it into the shell's menu.js saves those
    // pages its request and bytes (they have the shell loaded) but makes the shell, loaded before every page, 8 kB
    // heavier: worth it for six pages, not for three.
    const withGridOn = (users: number) => {
      const pages = Array.from({ length: 6 }, (_, n) =>
        chunk(`page${n}.js`, { isDynamicEntry: true, imports: n < users ? ['grid.js'] : [] }),
      );
      const shell = chunk('shell.js', { isDynamicEntry: true, imports: ['menu.js'], dynamicImports: pages.map((page) => page.fileName) });
      return app(['shell.js'], shell, ...pages, chunk('menu.js'), chunk('grid.js', { bytes: 8000 }));
    };
    expect(planChunkMerges(withGridOn(3), costs)).toEqual([]);
    expect(planChunkMerges(withGridOn(6), costs)).toEqual([['grid.js', 'menu.js']]);
  });

  it('never merges two chunks that a third one sits between', () => {
    // a.js imports the dialog's own chunk, which imports b.js: a merged a+b would import the dialog, which imports it.
    const plan = planChunkMerges(
      app(
        ['page.js'],
        chunk('page.js', { isDynamicEntry: true, imports: ['a.js', 'b.js'], dynamicImports: ['dialog.js'] }),
        chunk('a.js', { imports: ['dialog.js'] }),
        chunk('dialog.js', { isDynamicEntry: true, imports: ['b.js'] }),
        chunk('b.js'),
      ),
      costs,
    );
    expect(plan).toEqual([]);
  });
});
