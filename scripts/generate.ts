// Regenerates everything derived from a source file: the API types from openapi.yaml and the
// Prisma client from prisma/schema.prisma. `--check` instead fails when the committed types drift.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, loadDocument } from '../api/src/document';
import { ROOT, bin, runNode } from './lib/run';

const TYPES = join(ROOT, 'api/src/schema.d.ts');
const OPERATIONS = join(ROOT, 'api/src/operations.ts');

/** The few facts about each operation that browser code needs at run time (it cannot read the YAML). */
function operationsModule(): string {
  const doc = loadDocument();
  const lines = listOperations(doc).map((op) => {
    const schema = op.requestSchema ? (doc.components.schemas[op.requestSchema] as { required?: string[] }) : undefined;
    const requiresProjectId = schema?.required?.includes('projectId') ?? false;
    return `  ${op.operationId}: { method: '${op.method}', path: '${op.path}', tag: '${op.tag}', requiresProjectId: ${requiresProjectId}, writes: ${op.writes}, isPublic: ${op.isPublic} },`;
  });
  return [
    '// Generated from openapi.yaml by scripts/generate.ts (npm run generate); do not edit.',
    'export const operationMeta = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

function generateTypes(out: string): void {
  runNode([bin.openapiTypescript, 'openapi.yaml', '--output', out], { stdio: ['ignore', 'ignore', 'inherit'] });
}

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-types-'));
  try {
    const fresh = join(dir, 'schema.d.ts');
    generateTypes(fresh);
    const stale = [
      readFileSync(fresh, 'utf8') !== readFileSync(TYPES, 'utf8') && 'api/src/schema.d.ts',
      operationsModule() !== readFileSync(OPERATIONS, 'utf8') && 'api/src/operations.ts',
    ].filter(Boolean);
    if (stale.length) {
      console.error(`${stale.join(' and ')} out of date with openapi.yaml: run \`npm run generate\` and commit the result.`);
      process.exit(1);
    }
    console.log('api/src/schema.d.ts and api/src/operations.ts match openapi.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generateTypes(TYPES);
  writeFileSync(OPERATIONS, operationsModule());
  console.log('generated api/src/schema.d.ts and api/src/operations.ts');
  if (!process.argv.includes('--types-only')) {
    runNode([bin.prisma, 'generate'], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log('generated the Prisma client');
  }
}
