// Puts the built index.html's style sheets before its scripts. Vite writes the entry script and its module preloads
// first; the browser requests in document order, so on HTTP/1.1's six connections per origin the style sheets,
// which the first paint waits for, queued behind 16 scripts, which it does not wait for.
import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_SCRIPT = /<script type="module"|<link rel="modulepreload"/;

export function stylesFirst(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET);
        const first = FIRST_SCRIPT.exec(html);
        if (!sheets || !first) return html;
        const rest = html.replace(STYLESHEET, '');
        const at = rest.search(FIRST_SCRIPT);
        return `${rest.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
      },
    },
  };
}
