// Prerenders the sign-in frame (brand panel and an empty form card) into index.html, for the login and register
// pages: a phone on a slow network then paints the page's largest element as soon as the HTML and the style sheets
// arrive, instead of after the app's scripts (Lighthouse mobile: the frame's heading was painted after 200 kB of
// JavaScript). The markup is the app's own AuthFrameView with the Chinese texts; a small inline script shows it
// before the first paint, only on the routes that show it (hash routing: the server cannot tell), so a signed-in
// visitor of another page never sees it. The server allows that script by its hash (its Content-Security-Policy
// lists the hash of every inline script of the built index.html). It lies over #root, not in it: React would
// replace it with its own identical frame on its first render, and a browser that has not yet recorded the paint of
// a removed heading forgets it, so the page's largest paint counted as React's. The app removes it once it has
// painted its own first screen underneath (app/prerendered-frame.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { defaultLogo, prerenderedFrameId } from '../src/config/constants';
import { AuthFrameView } from '../src/features/auth/components/auth-frame-view';
import zh from '../src/lib/i18n/locales/zh';
import { storageKeys } from '../src/lib/storage';

const TEMPLATE_ID = 'prerendered-auth-frame';

/** The routes that open on the frame: /login, /register, and the bare address without a session (it goes to /login). */
const placeScript = `(function () {
  try {
    var route = location.hash.replace(/^#/, '').split('?')[0];
    var signedIn = Boolean(localStorage.getItem(${JSON.stringify(storageKeys.token)}));
    if (route === '/login' || route === '/register' || (!signedIn && (route === '' || route === '/'))) {
      var frame = document.createElement('div');
      frame.id = '${prerenderedFrameId}';
      frame.setAttribute('style', 'position:absolute;top:0;left:0;right:0;z-index:1000');
      frame.appendChild(document.getElementById('${TEMPLATE_ID}').content.cloneNode(true));
      document.body.appendChild(frame);
    }
  } catch (error) {}
})();`;

export function prerenderAuthFrame(): Plugin {
  return {
    name: 'prerender-auth-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (!filename.endsWith('/index.html')) return html;
        const texts = { welcome: zh.login.welcome, title: zh.app.title, tagline: zh.login.tagline };
        // React 19 hoists a preload of the logo before the markup; the page head's favicon link serves already.
        const markup = renderToStaticMarkup(
          createElement(AuthFrameView, { texts, logo: defaultLogo }, createElement('div', { className: 'auth-card-pending' })),
        ).replace(/^<link [^>]*>/, '');
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`prerender-auth-frame: index.html has no ${root}`);
        return html.replace(root, `${root}\n    <template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${placeScript}</script>`);
      },
    },
  };
}
