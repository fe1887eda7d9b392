// Regenerates everything derived from a source file: the API types from openapi.yaml and the
// Prisma client from prisma/schema.prisma. `--check` instead fails when the committed types drift.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bin, runNode } from './lib/run';

const TYPES = join(ROOT, 'api/src/schema.d.ts');

function generateTypes(out: string): void {
  runNode([bin.openapiTypescript, 'openapi.yaml', '--output', out], { stdio: ['ignore', 'ignore', 'inherit'] });
}

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-types-'));
  try {
    const fresh = join(dir, 'schema.d.ts');
    generateTypes(fresh);
    if (readFileSync(fresh, 'utf8') !== readFileSync(TYPES, 'utf8')) {
      console.error('api/src/schema.d.ts is out of date with openapi.yaml: run `npm run generate` and commit the result.');
      process.exit(1);
    }
    console.log('api/src/schema.d.ts matches openapi.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generateTypes(TYPES);
  console.log('generated api/src/schema.d.ts');
  if (!process.argv.includes('--types-only')) {
    runNode([bin.prisma, 'generate'], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log('generated the Prisma client');
  }
}
