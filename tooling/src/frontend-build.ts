// frontend/dist, built when missing or older than its build inputs: `npm start` serves it and the bundle budget
// (scripts/bench/bundle.ts) measures it, so in `npm test` whichever comes first builds and the other reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run';

export const FRONTEND = join(ROOT, 'frontend');
export const FRONTEND_DIST = join(FRONTEND, 'dist');

/** What the frontend build reads (its tests and e2e journeys are not among them). */
const BUILD_INPUTS = [
  ...['src', 'public', 'build-plugins', 'index.html', 'mock-control.html', 'vite.config.ts', 'tsconfig.json', 'package.json'].map((name) =>
    join(FRONTEND, name),
  ),
  join(ROOT, 'api', 'src'),
];

/** Newest modification time of a file or of any file below a folder (0 when missing). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Modification time of the newest build input (the e2e journeys' variant builds compare against it too). */
export const newestBuildInput = (): number => Math.max(...BUILD_INPUTS.map(newest));

/** Builds frontend/dist when it is missing or older than its sources; says why it skipped when there is no build script. */
export function buildFrontendIfStale(): void {
  const manifest = join(FRONTEND, 'package.json');
  const scripts = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts
    : undefined;
  if (!scripts?.build) return console.log('frontend has no build script yet: serving the API and /docs only');
  const built = existsSync(join(FRONTEND_DIST, 'index.html')) ? newest(FRONTEND_DIST) : 0;
  if (built && built >= newestBuildInput()) return;
  console.log('building the frontend (its dist is missing or older than its sources)');
  // A caller under vitest has NODE_ENV=test, which would make React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--workspace', 'frontend'], { cwd: ROOT, stdio: 'inherit', env })
    : spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the frontend build failed');
}
