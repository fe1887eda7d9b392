// Builds of the frontend with other build-time configuration (VITE_* variables) than the one `npm start` serves,
// into .tmp/e2e/builds/<name>. A build is reused while it is newer than the sources and was made with the same
// variables, so running one journey file again does not rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTEND, ROOT, SCRATCH } from './paths';

const SKIPPED = new Set(['node_modules', 'dist', 'e2e', 'tests']);

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Returns the folder of a build made with these variables (building it when missing or stale). */
export function buildFrontend(name: string, variables: Record<`VITE_${string}`, string>): string {
  const outDir = join(SCRATCH, 'builds', name);
  const stamp = join(outDir, '.e2e-build.json');
  const wanted = JSON.stringify(variables);
  const sources = Math.max(newest(FRONTEND), newest(join(ROOT, 'api', 'src')));
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && statSync(stamp).mtimeMs > sources) return outDir;
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: FRONTEND,
      // vitest sets NODE_ENV=test, which would give a development build of React.
      env: { ...process.env, NODE_ENV: 'production', ...variables },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`building the frontend with ${wanted} failed`);
  writeFileSync(stamp, wanted);
  console.log(`e2e: built the frontend "${name}" (${wanted}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
