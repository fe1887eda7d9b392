// `npm start`: everything a fresh clone needs after `npm ci`, then the server on PORT (default 11000).
// Generates the Prisma client if it is missing, builds the frontend when it has a build script and its
// dist is missing or older than its sources, then runs the mock server in this process (which creates
// and seeds the database on first run). Environment: see mock-server/src/server.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrismaClient } from '../mock-server/src/db/generate';
import { ROOT } from './lib/run';

const FRONTEND = join(ROOT, 'frontend');
/** What the frontend build reads (its tests and e2e journeys are not among them). */
const BUILD_INPUTS = [
  ...['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'].map((name) => join(FRONTEND, name)),
  join(ROOT, 'api', 'src'),
];

/** Newest modification time of a file or of any file below a folder (0 when missing). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function buildFrontendIfStale(): void {
  const manifest = join(FRONTEND, 'package.json');
  const scripts = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts
    : undefined;
  if (!scripts?.build) return console.log('frontend has no build script yet: serving the API and /docs only');
  const built = existsSync(join(FRONTEND, 'dist', 'index.html')) ? newest(join(FRONTEND, 'dist')) : 0;
  if (built && built >= Math.max(...BUILD_INPUTS.map(newest))) return;
  console.log('building the frontend (its dist is missing or older than its sources)');
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--workspace', 'frontend'], { cwd: ROOT, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the frontend build failed');
}

if (ensurePrismaClient()) console.log('generated the Prisma client');
buildFrontendIfStale();
await import('../mock-server/src/server');
