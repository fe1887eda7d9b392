// Small process helpers shared by the scripts.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { ROOT } from '@smartsite/tooling';

export { ROOT };

/** Runs a node script from node_modules by path (not npx), inheriting stdio; throws on failure. */
export function runNode(args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

export const bin = {
  openapiTypescript: 'node_modules/openapi-typescript/bin/cli.js',
  prisma: 'node_modules/prisma/build/index.js',
  redocly: 'node_modules/@redocly/cli/bin/cli.js',
  prettier: 'node_modules/prettier/bin/prettier.cjs',
};
