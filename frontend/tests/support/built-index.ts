// index.html as the build writes it (build-plugins/prerendered-frames.ts), opened in this document: its body, and
// its inline script run as the browser runs it while parsing.
import type { IndexHtmlTransformContext } from 'vite';
import { prerenderedFrameId } from '@/config/constants';
import { prerenderedFrames } from '../../build-plugins/prerendered-frames';

const source = '<!doctype html><html><head></head><body>\n    <div id="root"></div>\n  </body></html>';

function builtPage(): string {
  const hook = prerenderedFrames().transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
  return hook.handler(source, { filename: '/app/frontend/index.html', path: '/index.html' } as IndexHtmlTransformContext);
}

/** Loads the built page's body at this hash into this document and runs its script; the frame it placed, if any. */
export function openPage(hash: string, token?: string): HTMLElement | null {
  window.location.hash = hash;
  if (token) localStorage.setItem('access_token', token);
  document.body.innerHTML = new DOMParser().parseFromString(builtPage(), 'text/html').body.innerHTML;
  new Function(document.querySelector('body > script')!.textContent!)();
  return document.getElementById(prerenderedFrameId);
}
