// `npm run bench:bundle [-- --dist DIR]` (and a step of `npm test`): the gzip size of every route of the frontend
// build, what it loads before its first render, and the budgets:
//   - every route: at most 350 kB of initial JavaScript (gzip, 350,000 bytes, zlib's default level);
//   - the login route, the first page every user loads: at most 250 kB, and no three.js (the BIM viewer's 3D engine) among it;
//   - no chunk carries React Router's development build (frontend/vite.config.ts builds with its production build).
// A route's initial JavaScript is the app entry, the chunks of the routes it sits in (the admin shell for its
// views) and the route's own chunk, each with everything it imports statically. Routes are the modules the
// router loads lazily, by the feature-folder convention: pages (src/features/*/pages/), a feature's entry point
// (src/features/**/index.tsx) and the app's own layouts (src/app/*.tsx, the admin shell; the parts below
// src/app/layouts/ it loads on demand are not routes); a route sits inside the routes that import it. Every other dynamic import (charts, the back office's form dialog, the error log's table,
// a 3D viewer) is a chunk loaded on demand, when the page shows the part that needs it: it is listed with its own
// size and the routes that load it, and is not in their initial total. A part a route shows at once belongs in
// the route's static imports, where it counts.
// The chunk graph comes from Vite's manifest (build.manifest in frontend/vite.config.ts). Without --dist it
// measures frontend/dist, building it first when it is missing or older than its sources (the build `npm start`
// serves, so the e2e step after it in `npm test` reuses it). Figures also go to reports/bench/bundle.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildFrontendIfStale, FRONTEND_DIST } from '@smartsite/tooling';
import { formatTable } from './lib/report';
import { REPORTS } from './lib/servers';

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const LOGIN_BUDGET_BYTES = 250_000;
const ROUTE_BUDGET_BYTES = 350_000;
/** A prefix of three.js's own messages: in the library's code, never in a file name or a map of chunks. */
const THREE_MARKER = 'THREE.WebGLRenderer';
const THREE_NAME = /[\\/]three[\\/]/;
/** A warning only React Router's development build has: its production build is the same code with them off. */
const REACT_ROUTER_DEV_MARKER = 'You rendered descendant <Routes>';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const { values: args } = parseArgs({ options: { dist: { type: 'string' } } });
const dist = args.dist ?? FRONTEND_DIST;
if (!args.dist) buildFrontendIfStale();
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle: no ${manifestFile}: build the frontend with build.manifest on (frontend/vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
};
// Read once: the marker checks below look through every chunk, and the login route's again.
const texts = new Map<string, string>();
const contents = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(join(dist, file), 'utf8');
    texts.set(file, text);
  }
  return text;
};

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const files = (keys: Set<string>) => [...keys].map((key) => manifest[key]!.file);
const cssFiles = (keys: Set<string>) => [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
const sum = (list: string[]) => list.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// The app's entry (index.html); mock-control.html, the mock's control page, is another entry the app never loads.
const entryKey = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');
const entry = staticClosure(entryKey);
const entryJs = sum(files(entry));

const ROUTE_MODULE = /^src\/(app\/[^/]+\.tsx$|features\/[^/]+\/pages\/|features\/.+\/index\.tsx$)/;
const isRoute = (key: string) => ROUTE_MODULE.test(manifest[key]?.src ?? '');

/** Each route with the routes it sits in (outermost first), found from the entry down. */
const routeParents = new Map<string, string[]>();
const pending = [{ key: entryKey, parents: [] as string[] }];
while (pending.length) {
  const { key, parents } = pending.shift()!;
  for (const child of manifest[key]!.dynamicImports ?? []) {
    if (routeParents.has(child) || !isRoute(child)) continue;
    const childParents = key === entryKey ? [] : [...parents, key];
    routeParents.set(child, childParents);
    pending.push({ key: child, parents: childParents });
  }
}

const routes = [...routeParents]
  .map(([key, parents]) => {
    const chunk = manifest[key]!;
    const closure = new Set(entry);
    for (const outer of [...parents, key]) staticClosure(outer, closure);
    const added = [...closure].filter((k) => !entry.has(k));
    return {
      key,
      route: chunk.name ?? key,
      inside: parents.map((parent) => manifest[parent]!.name ?? parent),
      file: chunk.file,
      ownGzip: gzipSize(chunk.file),
      addedGzip: sum(added.map((k) => manifest[k]!.file)),
      initialJsGzip: sum(files(closure)),
      initialCssGzip: sum(cssFiles(closure)),
      closure,
    };
  })
  .sort((a, b) => b.initialJsGzip - a.initialJsGzip);

/** Chunks loaded on demand: dynamic imports that are not routes, with the routes that load them. */
const onDemand = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !routeParents.has(key))
  .map(([key, chunk]) => ({
    key,
    name: chunk.name ?? key,
    file: chunk.file,
    // Itself and its static imports beyond the app entry: about what it adds to a route that loads it.
    addedGzip: sum([...staticClosure(key)].filter((k) => !entry.has(k)).map((k) => manifest[k]!.file)),
    loadedBy: routes.filter((r) => [...r.closure].some((k) => manifest[k]!.dynamicImports?.includes(key))).map((r) => r.route),
  }))
  .sort((a, b) => b.addedGzip - a.addedGzip);

console.log(
  formatTable(
    ['route', 'inside', 'file', 'own gzip', 'added to the entry', 'initial JS gzip', 'CSS gzip'],
    [
      ['(app entry)', '', manifest[entryKey]!.file, kb(gzipSize(manifest[entryKey]!.file)), '-', kb(entryJs), kb(sum(cssFiles(entry)))],
      ...routes.map((r) => [
        r.route,
        r.inside.join(' > '),
        r.file,
        kb(r.ownGzip),
        kb(r.addedGzip),
        kb(r.initialJsGzip),
        kb(r.initialCssGzip),
      ]),
    ],
  ),
);
console.log("\nloaded on demand (not in a route's initial total):\n");
console.log(
  formatTable(
    ['chunk', 'file', 'with its static imports beyond the entry, gzip', 'loaded by'],
    onDemand.map((c) => [c.name, c.file, kb(c.addedGzip), c.loadedBy.join(', ')]),
  ),
);

const login = routes.find((r) => r.key === LOGIN_PAGE);
const problems: string[] = [];
if (!login) problems.push(`the manifest has no route chunk for ${LOGIN_PAGE}`);
const everyChunk = Object.values(manifest).map((chunk) => chunk.file);
const chunksWith = (marker: string) => everyChunk.filter((file) => file.endsWith('.js') && contents(file).includes(marker));
// The marker check proves nothing unless the marker is somewhere in the build.
if (!chunksWith(THREE_MARKER).length)
  problems.push(`no chunk of the build contains "${THREE_MARKER}": update the three.js marker of this check`);
// As for three.js: the marker must be in the installed development build for its absence to mean anything.
const reactRouterDev = join(
  dirname(createRequire(join(FRONTEND_DIST, '..', 'package.json')).resolve('react-router/package.json')),
  'dist/development',
);
const inReactRouterDev = readdirSync(reactRouterDev).filter((file) => file.endsWith('.mjs'));
if (!inReactRouterDev.some((file) => readFileSync(join(reactRouterDev, file), 'utf8').includes(REACT_ROUTER_DEV_MARKER)))
  problems.push(`React Router's development build has no "${REACT_ROUTER_DEV_MARKER}": update its marker in this check`);
const reactRouterDevChunks = chunksWith(REACT_ROUTER_DEV_MARKER);
if (reactRouterDevChunks.length)
  problems.push(
    `React Router's development build is in ${reactRouterDevChunks.join(', ')}: the build aliases its production build (frontend/vite.config.ts)`,
  );
const overBudget = routes.filter((r) => r.initialJsGzip > ROUTE_BUDGET_BYTES);
for (const r of overBudget)
  problems.push(
    `the route ${r.route} loads ${kb(r.initialJsGzip)} of initial JavaScript (gzip), over the ${kb(ROUTE_BUDGET_BYTES)} budget`,
  );
let threeChunks: string[] = [];
if (login) {
  if (login.initialJsGzip > LOGIN_BUDGET_BYTES)
    problems.push(`the login route loads ${kb(login.initialJsGzip)} of JavaScript (gzip), over the ${kb(LOGIN_BUDGET_BYTES)} budget`);
  threeChunks = [...login.closure].filter((key) => THREE_NAME.test(key) || contents(manifest[key]!.file).includes(THREE_MARKER));
  if (threeChunks.length) problems.push(`three.js is in the login route's chunks: ${threeChunks.map((k) => manifest[k]!.file).join(', ')}`);
  console.log(
    `\nlogin route: ${kb(login.initialJsGzip)} of initial JavaScript (gzip) in ${login.closure.size} chunks, budget ${kb(LOGIN_BUDGET_BYTES)}; ` +
      `three.js ${threeChunks.length ? 'PRESENT' : 'absent'}`,
  );
}

mkdirSync(REPORTS, { recursive: true });
writeFileSync(
  join(REPORTS, 'bundle.json'),
  JSON.stringify(
    {
      dist,
      budget: { loginInitialJsGzipBytes: LOGIN_BUDGET_BYTES, routeInitialJsGzipBytes: ROUTE_BUDGET_BYTES },
      login: login ? { initialJsGzipBytes: login.initialJsGzip, chunks: files(login.closure), threeJs: threeChunks } : null,
      entry: { file: manifest[entryKey]!.file, initialJsGzipBytes: entryJs },
      routes: routes.map(({ closure: _closure, ...route }) => route),
      onDemand,
      overBudget: overBudget.map((r) => r.route),
      problems,
    },
    null,
    2,
  ) + '\n',
);
for (const problem of problems) console.error(`bundle: ${problem}`);
process.exit(problems.length ? 1 : 0);
