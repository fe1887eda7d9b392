// Dev server on 11000 proxying the backend paths to the mock (11001) or to API_TARGET; production build into dist/static.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './build-plugins/compile-hints';
import { eastAsiaOutline } from './build-plugins/east-asia-outline';
import { fewerRequests } from './build-plugins/fewer-requests';
import { noStackAtLoad } from './build-plugins/no-stack-at-load';
import { precompress } from './build-plugins/precompress';
import { prerenderedFrames } from './build-plugins/prerendered-frames';
import { stylesFirst } from './build-plugins/styles-first';
import { semiAccessibility } from './build-plugins/semi-accessibility';
import { semiSizePatches } from './build-plugins/semi-size-patches';

// React Router 7's package exports name only its development build, in production too (remix-run/react-router#14102,
// open): its dev warnings build their messages on every render and console.warn in the field. The production build
// is the same code with them off; the dev server keeps the warnings.
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const target = process.env.API_TARGET ?? 'http://127.0.0.1:11001';
// /static and /upload: the server's media (avatars, posters, covers, files), relative paths as mediaUrl leaves them.
const proxied = ['/api', '/register', '/search', '/__mock', '/docs', '/static', '/upload'];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    semiAccessibility(),
    semiSizePatches(),
    noStackAtLoad(),
    eastAsiaOutline(),
    prerenderedFrames(),
    stylesFirst(),
    fewerRequests(fileURLToPath(import.meta.url)),
    compileHints(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Semi imports lodash function by function from its CommonJS build; the same functions as ES modules
      // (lodash-es, the same version) bundle without CommonJS wrappers: about 5 kB less gzip on a page.
      { find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1' },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 11000,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target, changeOrigin: true }])),
  },
  // The manifest (dist/.vite/manifest.json) maps routes to chunks for the bundle budget (scripts/bench/bundle.ts).
  // mock-control.html: the mock server's control page (/__mock/), a second entry sharing the app's modules.
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    chunkSizeWarningLimit: 1000,
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        mockControl: fileURLToPath(new URL('./mock-control.html', import.meta.url)),
      },
    },
  },
}));
