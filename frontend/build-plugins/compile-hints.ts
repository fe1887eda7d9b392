// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a chunk that starts with the magic
// comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a background thread.
// Without it V8 compiles each function on its first call, on the main thread. Only for chunks whose code runs
// almost whole as soon as it is used: the chunk of React and Semi that every page starts with. Browsers without the hint read a comment.
import type { Plugin } from 'vite';

/** Chunks holding one of these packages get the hint. */
const EAGER_PACKAGES = [/[\\/]node_modules[\\/]react-dom[\\/]/];

const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'smartsite-compile-hints',
    apply: 'build',
    // After minification, which drops comments.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => EAGER_PACKAGES.some((pattern) => pattern.test(id))))
          chunk.code = HINT + chunk.code;
    },
  };
}
