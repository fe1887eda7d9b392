// `npm run typecheck`: strict TypeScript over every workspace, each with its own tsconfig.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runNode } from './lib/run';

const projects = ['api', 'tooling', 'scripts', 'mock-server', 'contract-tests', 'client-compat', 'mcp', 'frontend', 'e2e'].filter((p) =>
  existsSync(join(ROOT, p, 'tsconfig.json')),
);
let failed = false;
for (const project of projects) {
  try {
    runNode(['node_modules/typescript/bin/tsc', '-p', project]);
    console.log(`typecheck ${project}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${project}: failed`);
  }
}
process.exit(failed ? 1 : 0);
