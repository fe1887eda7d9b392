// frontend/dist, built when missing or older than its build inputs: `npm start` serves it and the bundle budget
// (scripts/bench/bundle.ts) measures it, so in `npm test` whichever comes first builds and the other reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

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

/**
 * A build with other build-time configuration (VITE_* variables) than frontend/dist, into `outDir`. It is reused
 * while it is newer than the build inputs and was made with the same variables, so a second run does not rebuild.
 */
export function buildFrontendVariant(outDir: string, variables: Record<`VITE_${string}`, string>): string {
  const stamp = join(outDir, '.variant-build.json');
  const wanted = JSON.stringify(variables);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && statSync(stamp).mtimeMs > newestBuildInput()) return outDir;
  const started = performance.now();
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: FRONTEND,
    // A test runner's NODE_ENV=test would give a development build of React.
    env: { ...process.env, NODE_ENV: 'production', ...variables },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building the frontend with ${wanted} failed`);
  writeFileSync(stamp, wanted);
  console.log(`built the frontend into ${outDir} (${wanted}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
