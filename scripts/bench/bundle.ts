// `npm run bench:bundle [-- --dist DIR]` (and a step of `npm test`): the gzip size of every route chunk of the
// frontend build, and the budget of the login route, the first page every user loads:
//   - its initial JavaScript (the app entry, the login page chunk and everything they import statically) must
//     stay within 300 kB gzip (300,000 bytes, zlib's default level);
//   - ApexCharts must not be among it: no chunk of the login route may be or contain the chart library.
// The chunk graph comes from Vite's manifest (build.manifest in frontend/vite.config.ts). Without --dist it
// measures frontend/dist, building it first when it is missing or older than its sources (the build `npm start`
// serves, so the e2e step after it in `npm test` reuses it). Figures also go to reports/bench/bundle.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildFrontendIfStale, FRONTEND_DIST } from '../lib/frontend-build';
import { formatTable } from './lib/report';
import { REPORTS } from './lib/servers';

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const LOGIN_BUDGET_BYTES = 300_000;
/** A class name ApexCharts gives its root element: in the library's code, never in a file name or a map of chunks. */
const APEXCHARTS_MARKER = 'apexcharts-canvas';
const APEXCHARTS_NAME = /apexcharts/i;

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
const contents = (file: string) => readFileSync(join(dist, file), 'utf8');

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

const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/'))
  .map(([key, chunk]) => {
    const closure = staticClosure(key, new Set(entry));
    const added = [...closure].filter((k) => !entry.has(k));
    return {
      key,
      route: chunk.name ?? key,
      file: chunk.file,
      ownGzip: gzipSize(chunk.file),
      addedGzip: sum(added.map((k) => manifest[k]!.file)),
      initialJsGzip: sum(files(closure)),
      initialCssGzip: sum(cssFiles(closure)),
      closure,
    };
  })
  .sort((a, b) => b.initialJsGzip - a.initialJsGzip);

console.log(
  formatTable(
    // Views inside the admin shell also need the shell chunk, listed on its own row.
    ['route chunk', 'file', 'own gzip', 'added to the entry', 'with the entry: JS gzip', 'CSS gzip'],
    [
      ['(app entry)', manifest[entryKey]!.file, kb(gzipSize(manifest[entryKey]!.file)), '-', kb(entryJs), kb(sum(cssFiles(entry)))],
      ...routes.map((r) => [r.route, r.file, kb(r.ownGzip), kb(r.addedGzip), kb(r.initialJsGzip), kb(r.initialCssGzip)]),
    ],
  ),
);

const login = routes.find((r) => r.key === LOGIN_PAGE);
const problems: string[] = [];
if (!login) problems.push(`the manifest has no route chunk for ${LOGIN_PAGE}`);
const everyChunk = Object.values(manifest).map((chunk) => chunk.file);
// The marker check proves nothing unless the marker is somewhere in the build.
if (!everyChunk.some((file) => file.endsWith('.js') && contents(file).includes(APEXCHARTS_MARKER)))
  problems.push(`no chunk of the build contains "${APEXCHARTS_MARKER}": update the ApexCharts marker of this check`);
let apexChunks: string[] = [];
if (login) {
  if (login.initialJsGzip > LOGIN_BUDGET_BYTES)
    problems.push(`the login route loads ${kb(login.initialJsGzip)} of JavaScript (gzip), over the ${kb(LOGIN_BUDGET_BYTES)} budget`);
  apexChunks = [...login.closure].filter(
    (key) =>
      APEXCHARTS_NAME.test(key) || APEXCHARTS_NAME.test(manifest[key]!.file) || contents(manifest[key]!.file).includes(APEXCHARTS_MARKER),
  );
  if (apexChunks.length) problems.push(`ApexCharts is in the login route's chunks: ${apexChunks.map((k) => manifest[k]!.file).join(', ')}`);
  console.log(
    `\nlogin route: ${kb(login.initialJsGzip)} of initial JavaScript (gzip) in ${login.closure.size} chunks, budget ${kb(LOGIN_BUDGET_BYTES)}; ` +
      `ApexCharts ${apexChunks.length ? 'PRESENT' : 'absent'}`,
  );
}

mkdirSync(REPORTS, { recursive: true });
writeFileSync(
  join(REPORTS, 'bundle.json'),
  JSON.stringify(
    {
      dist,
      budget: { loginInitialJsGzipBytes: LOGIN_BUDGET_BYTES },
      login: login ? { initialJsGzipBytes: login.initialJsGzip, chunks: files(login.closure), apexCharts: apexChunks } : null,
      entry: { file: manifest[entryKey]!.file, initialJsGzipBytes: entryJs },
      routes: routes.map(({ closure: _closure, ...route }) => route),
      problems,
    },
    null,
    2,
  ) + '\n',
);
for (const problem of problems) console.error(`bundle: ${problem}`);
process.exit(problems.length ? 1 : 0);
