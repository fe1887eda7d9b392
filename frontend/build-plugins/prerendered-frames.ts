// Prerenders four first screens into index.html, so a phone on a slow network paints a page's largest element as
// soon as the HTML and the style sheets arrive instead of after the app's scripts (Lighthouse mobile: 200-330 kB of
// JavaScript and the session's calls came first):
// - the sign-in frame (brand panel and an empty form card) on the login and register pages: the app's own
//   AuthFrameView, once per language, the stored language's shown (an English visitor saw the Chinese frame until
//   the app's first commit, seconds on a slow host);
// - 项目概览's first screen for a signed-in visitor on a phone (OverviewFirstScreen): the header bar, the greeting and
//   the totals' cards. It needs what only the browser knows, so a small inline script fills it from storage: the
//   profile's name, the language, the hour, and the header the app measured at this window width for this user on
//   an earlier visit (app/prerendered-frame.ts). Without that measure (a first visit, a new width) the header takes
//   a common phone header's height (firstVisitHeaderHeight): waiting for the app put the largest paint at 4 s.
// - the shell's first screen for the same visitor on any other page of the shell (ShellFirstFrame): the header bar,
//   drawn as on the home frame, and the footer, in the stored language with the tenant's holder of the last visit.
//   The user table's largest paint was that footer, painted after the entry, the session and the shell's chunks.
// - the v1 and v2 boards' first screen for the same visitor on a phone (BoardFirstFrame): the board's background
//   and its title, as the board writes it first (the stored project's name; on v2 its cached config's display name
//   before it), with the board's rules for them taken from its style sheets. The title was the boards' largest
//   paint, at 3.4-3.5 s.
// The inline script shows a frame before the first paint only on the routes that show it (hash routing: the server
// cannot tell), so a visitor of another page never sees one. The server allows it by its hash (its
// Content-Security-Policy lists the hash of every inline script of the built index.html). A frame lies over #root,
// not in it: React would replace it with its own render, and a browser that has not yet recorded the paint of a
// removed heading forgets it, so the page's largest paint counted as React's. The app removes a frame once it has
// painted its own screen underneath (app/prerendered-frame.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Rule } from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { ShellFirstFrame } from '../src/app/layouts/shell-first-frame';
import {
  buildInfo,
  defaultLogo,
  eveningGreeting,
  firstVisitHeaderHeight,
  frameUntilShell,
  greetingBoundaries,
  mobileMaxWidth,
  overviewPath,
  prerenderedFrameId,
} from '../src/config/constants';
import { loginPath, pagesOutsideShell, registerPath, v1BoardPath, v2BoardPath } from '../src/config/paths';
import { defaultThemeName, themePalettes } from '../src/config/theme';
import { AuthFrameView } from '../src/features/auth/components/auth-frame-view';
import { BoardFirstFrame } from '../src/features/dashboards/shared/components/board-first-frame';
import { OverviewFirstScreen, overviewTotals } from '../src/features/overview/components/overview-first-screen';
import en from '../src/lib/i18n/locales/en';
import zh from '../src/lib/i18n/locales/zh';
import { storageKeys } from '../src/lib/storage';

const AUTH_TEMPLATE_ID = 'prerendered-auth-frame';
const locales = { zh, en };
const HOME_TEMPLATE_ID = 'prerendered-home-frame';
const SHELL_TEMPLATE_ID = 'prerendered-shell-frame';
const BOARD_TEMPLATE_ID = 'prerendered-board-frame';
const HOME_STYLE_SHEETS = [
  '../src/features/overview/pages/overview-page.css',
  '../src/features/overview/components/overview-first-screen.css',
];
const BOARD_PHONE_SHEET = '../src/features/dashboards/shared/styles/big-screen-phone.css';
const BOARD_STYLE_SHEETS = ['../src/features/dashboards/shared/styles/big-screen.css', BOARD_PHONE_SHEET];
/** The rules the board frame's elements take from the board's style sheets, as the sheets write their selectors. */
const BOARD_FRAME_SELECTORS = new Set(['.big-screen', '.bs-header', '.bs-title']);

/** The board frame's rules and phone media query, read once for the script and the template. */
const boardFrameStyles = boardStyles();

/** The texts the frames' script fills in, per language of the app. */
function frameTexts(locale: typeof zh | typeof en) {
  return {
    welcome: locale.overview.welcome,
    greeting: locale.greeting,
    ...Object.fromEntries(overviewTotals.map((field) => [field, locale.overview[field]])),
    footer: {
      copyright: locale.footer.copyright,
      defaultHolder: locale.footer.defaultHolder,
      build: locale.footer.build.replace('{{version}}', buildInfo.version).replace('{{date}}', buildInfo.buildDate),
    },
  };
}

/** Route patterns (config/paths.ts) as one expression: ':name' one segment, '/*' the rest. */
function routesPattern(paths: readonly string[]): string {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const patterns = paths.map(
    (path) =>
      path
        .replace(/\/\*$/, '')
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
        .join('/') + (path.endsWith('/*') ? '(/.*)?' : ''),
  );
  return `^(${patterns.join('|')})/?$`;
}

/** A value for an inline script: JSON that cannot close the script element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const placeScript = `(function () {
  try {
    var store = window.localStorage;
    var route = location.hash.replace(/^#/, '').split('?')[0];
    var signedIn = Boolean(store.getItem(${scriptValue(storageKeys.token)}));
    var language = store.getItem(${scriptValue(storageKeys.language)}) === 'en' ? 'en' : 'zh';
    // The app sets it too, after its scripts: a screen reader or a translator reads the frames before.
    if (language === 'en') document.documentElement.lang = 'en';
    var place = function (templateId) {
      var frame = document.createElement('div');
      frame.id = '${prerenderedFrameId}';
      frame.setAttribute('style', 'position:absolute;top:0;left:0;right:0;z-index:1000');
      frame.appendChild(document.getElementById(templateId).content.cloneNode(true));
      document.body.appendChild(frame);
      return frame;
    };
    if (route === ${scriptValue(loginPath)} || route === ${scriptValue(registerPath)} || (!signedIn && (route === '' || route === '/'))) {
      place('${AUTH_TEMPLATE_ID}-' + language);
      return;
    }
    if (!signedIn || store.getItem(${scriptValue(storageKeys.displayShare)})) return;
    var onV2 = new RegExp(${scriptValue(routesPattern([`${v2BoardPath}/*`]))}).test(route);
    if (onV2 || new RegExp(${scriptValue(routesPattern([`${v1BoardPath}/*`]))}).test(route)) {
      // The title the board writes first: the stored project's name (not in a tenant context, where it names the
      // tenant: dashboards/shared/hooks/use-project-name.ts); v2's (dashboards/v2/lib/header.ts) its cached config's
      // display name for this project before it. Without a stored project the board picks one first.
      var projectId = store.getItem(${scriptValue(storageKeys.projectId)});
      var inTenant = store.getItem(${scriptValue(storageKeys.menuType)}) === 'tenant';
      var cached = onV2 ? JSON.parse(store.getItem(${scriptValue(storageKeys.dashboardConfig)}) || 'null') : null;
      var displayName = cached && cached.config && String(cached.projectId) === projectId ? cached.config.showProjectName : '';
      var title = String(displayName || '').trim() || (inTenant ? '' : String(store.getItem(${scriptValue(storageKeys.projectName)}) || '').trim());
      if (!projectId || !title || !window.matchMedia(${scriptValue(boardFrameStyles.phoneMedia)}).matches) return;
      var theme = JSON.parse(store.getItem(${scriptValue(storageKeys.theme)}) || 'null');
      var accents = ${scriptValue(boardAccents())};
      var accent = theme && Object.prototype.hasOwnProperty.call(accents, theme.themeName) ? accents[theme.themeName] : accents[${scriptValue(defaultThemeName)}];
      var board = place('${BOARD_TEMPLATE_ID}');
      board.setAttribute('aria-hidden', 'true');
      board.setAttribute('data-routes', route);
      board.querySelector('.big-screen').style.setProperty('--bs-accent', accent);
      board.querySelector('[data-slot="title"]').textContent = title;
      return;
    }
    // The bare address of a signed-in visitor goes on to the home page.
    var home = ${scriptValue(overviewPath)};
    var atHome = route === home || route === '' || route === '/';
    if (!atHome && new RegExp(${scriptValue(routesPattern(pagesOutsideShell))}).test(route)) return;
    var user = JSON.parse(store.getItem(${scriptValue(storageKeys.userInfo)}) || 'null');
    var name = user && (user.nickname || user.username);
    if (!name) return;
    var measures = JSON.parse(store.getItem(${scriptValue(storageKeys.firstScreen)}) || '[]');
    var screen = null;
    for (var k = 0; k < measures.length; k++) {
      var measure = measures[k];
      if (measure && measure.width === window.innerWidth && measure.username === user.username) screen = measure;
    }
    // A first visit at this width: only a phone's layout has this header (a wide window's shell is another).
    if (!screen || !(screen.headerHeight > 0)) {
      if (window.innerWidth >= ${mobileMaxWidth}) return;
      screen = { headerHeight: ${firstVisitHeaderHeight}, headerBackground: 'rgb(255, 255, 255)' };
    }
    var texts = ${scriptValue({ zh: frameTexts(zh), en: frameTexts(en) })}[language];
    var frame = place(atHome ? '${HOME_TEMPLATE_ID}' : '${SHELL_TEMPLATE_ID}');
    // The page beneath says it all once painted: not read twice by a screen reader.
    frame.setAttribute('aria-hidden', 'true');
    var header = frame.querySelector('[data-slot="header"]');
    header.style.height = screen.headerHeight + 'px';
    if (/^rgba?\\([0-9., ]+\\)$/.test(screen.headerBackground)) header.style.background = screen.headerBackground;
    if (!atHome) {
      // Until the shell is painted beneath: it has the same header and footer, and its own tools.
      frame.setAttribute('data-routes', route);
      frame.setAttribute('data-until', ${scriptValue(frameUntilShell)});
      var footer = frame.querySelector('.shell-footer');
      var holder = store.getItem(${scriptValue(storageKeys.copyrightHolder)}) || texts.footer.defaultHolder;
      var copyright = texts.footer.copyright.replace('{{year}}', new Date().getFullYear()).replace('{{holder}}', function () { return holder; });
      footer.insertBefore(document.createTextNode(copyright), footer.firstChild);
      footer.lastChild.textContent = texts.footer.build;
      return;
    }
    var hour = new Date().getHours();
    var greeting = texts.greeting[${scriptValue(eveningGreeting)}];
    var boundaries = ${scriptValue(greetingBoundaries)};
    for (var i = 0; i < boundaries.length; i++) {
      if (hour < boundaries[i].before) {
        greeting = texts.greeting[boundaries[i].key];
        break;
      }
    }
    frame.setAttribute('data-routes', '/ ' + home);
    var slots = frame.querySelectorAll('[data-slot]');
    for (var j = 0; j < slots.length; j++) {
      var slot = slots[j].getAttribute('data-slot');
      if (slot === 'welcome') {
        slots[j].textContent = texts.welcome.replace('{{greeting}}', greeting).replace('{{name}}', function () { return name; });
      } else if (slot !== 'header') {
        slots[j].textContent = texts[slot];
      }
    }
  } catch (error) {}
})();`;

/** The home frame's style sheets, inlined with it (the page's own rules arrive with its chunk, too late for it). */
function homeStyles(): string {
  return HOME_STYLE_SHEETS.map((path) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .trim();
}

/**
 * The board frame's rules, taken from the board's style sheets (those of its selectors, in and out of media
 * queries), and the phone's media query: the phone sheet's, which the frame is drawn for.
 */
function boardStyles(): { css: string; phoneMedia: string } {
  const rules: string[] = [];
  let phoneMedia = '';
  for (const path of BOARD_STYLE_SHEETS) {
    const sheet = postcss.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'));
    if (path === BOARD_PHONE_SHEET) sheet.walkAtRules('media', (media) => void (phoneMedia ||= media.params));
    sheet.walkRules((rule: Rule) => {
      if (!rule.selectors.every((selector) => BOARD_FRAME_SELECTORS.has(selector))) return;
      const declarations = rule.nodes
        .flatMap((node) =>
          node.type === 'decl' ? [`${node.prop}:${node.value.replace(/\s+/g, ' ')}${node.important ? '!important' : ''}`] : [],
        )
        .join(';');
      const parent = rule.parent as AtRule | undefined;
      const text = `${rule.selectors.join(',')}{${declarations}}`;
      rules.push(parent?.type === 'atrule' ? `@${parent.name} ${parent.params}{${text}}` : text);
    });
  }
  if (!phoneMedia) throw new Error(`prerendered-frames: ${BOARD_PHONE_SHEET} has no media query`);
  return { css: rules.join(''), phoneMedia };
}

/** The boards' accent of each theme (hooks/use-big-screen-theme.ts). */
function boardAccents(): Record<string, string> {
  return Object.fromEntries(Object.entries(themePalettes).map(([name, palette]) => [name, palette.accentOnDark]));
}

export function prerenderedFrames(): Plugin {
  return {
    name: 'prerendered-frames',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (!filename.endsWith('/index.html')) return html;
        const authTemplates = Object.entries(locales).map(([language, locale]) => {
          const texts = { welcome: locale.login.welcome, title: locale.app.title, tagline: locale.login.tagline };
          // React 19 hoists a preload of the logo before the markup; the page head's favicon link serves already.
          const frame = renderToStaticMarkup(
            createElement(AuthFrameView, { texts, logo: defaultLogo }, createElement('div', { className: 'auth-card-pending' })),
          ).replace(/^<link [^>]*>/, '');
          return `<template id="${AUTH_TEMPLATE_ID}-${language}">${frame}</template>`;
        });
        const homeFrame = `<style>${homeStyles()}</style>${renderToStaticMarkup(createElement(OverviewFirstScreen))}`;
        const shellFrame = renderToStaticMarkup(createElement(ShellFirstFrame));
        const boardFrame = `<style>${boardFrameStyles.css}</style>${renderToStaticMarkup(createElement(BoardFirstFrame))}`;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`prerendered-frames: index.html has no ${root}`);
        return html.replace(
          root,
          `${root}\n    ${authTemplates.join('\n    ')}\n    <template id="${HOME_TEMPLATE_ID}">${homeFrame}</template>\n    <template id="${SHELL_TEMPLATE_ID}">${shellFrame}</template>\n    <template id="${BOARD_TEMPLATE_ID}">${boardFrame}</template>\n    <script>${placeScript}</script>`,
        );
      },
    },
  };
}
