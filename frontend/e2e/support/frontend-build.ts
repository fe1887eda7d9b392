// Builds of the frontend with other build-time configuration (VITE_* variables) than the one `npm start` serves,
// into .tmp/e2e/builds/<name>. A build is reused while it is newer than the build inputs and was made with the
// same variables, so running one journey file again does not rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTEND, newestBuildInput } from '../../../scripts/lib/frontend-build';
import { ROOT, SCRATCH } from './paths';

/** Returns the folder of a build made with these variables (building it when missing or stale). */
export function buildFrontend(name: string, variables: Record<`VITE_${string}`, string>): string {
  const outDir = join(SCRATCH, 'builds', name);
  const stamp = join(outDir, '.e2e-build.json');
  const wanted = JSON.stringify(variables);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && statSync(stamp).mtimeMs > newestBuildInput()) return outDir;
  const started = performance.now();
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: FRONTEND,
    // vitest sets NODE_ENV=test, which would give a development build of React.
    env: { ...process.env, NODE_ENV: 'production', ...variables },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building the frontend with ${wanted} failed`);
  writeFileSync(stamp, wanted);
  console.log(`e2e: built the frontend "${name}" (${wanted}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
