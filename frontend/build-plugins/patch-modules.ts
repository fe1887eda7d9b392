// Literal replacements in modules of node_modules, applied when Vite bundles them. A replacement that no
// longer matches (the package upgraded) stops the build, so a patch is looked at again rather than silently dropped.
// Vite's dev server pre-bundles dependencies without these plugins: they apply to builds (what users and the
// browser journeys get), not to `npm run dev` or vitest.
import type { Plugin } from 'vite';

export interface ModulePatch {
  /** Path of the module inside node_modules, e.g. `@douyinfe/semi-ui-19/lib/es/select/index.js`. */
  module: string;
  why: string;
  find: string;
  replace: string;
  /** How many times `find` occurs (all are replaced). */
  count: number;
}

function occurrences(code: string, text: string): number {
  return code.split(text).length - 1;
}

export function patchModules(name: string, patches: readonly ModulePatch[]): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const mine = patches.filter((patch) => path.endsWith(`/node_modules/${patch.module}`));
      if (mine.length === 0) return null;
      let patched = code;
      for (const patch of mine) {
        const found = occurrences(patched, patch.find);
        if (found !== patch.count) {
          this.error(`${name}: the patch of ${patch.module} (${patch.why}) expected ${patch.count} match(es), found ${found}`);
        }
        patched = patched.replaceAll(patch.find, patch.replace);
      }
      return { code: patched, map: null };
    },
  };
}
