// Regenerates everything derived from a source file: the API types from openapi.yaml, the PostgreSQL
// flavour of prisma/schema.prisma (prisma/postgresql/) and both Prisma clients. `--check` instead fails
// when the committed types or PostgreSQL files drift.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listOperations, loadDocument, schemaResolver, type OpenApiDocument, type RequestSchema } from '@smartsite/api/document';
import { derivePostgresFiles, generatePostgresClient, POSTGRES_SCHEMA, POSTGRES_SQL } from '@smartsite/mock-server/admin';
import { ROOT, bin, runNode } from './lib/run';

const TYPES = join(ROOT, 'api/src/schema.d.ts');
const OPERATIONS = join(ROOT, 'api/src/operations.ts');

/** A TypeScript literal of JSON data, strings in single quotes (the generated module reads like the others). */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** The constraints of each request field that forms check before sending (pattern, minLength, maxLength). */
function fieldRules(doc: OpenApiDocument, schemaName: string): Record<string, Pick<RequestSchema, 'pattern' | 'minLength' | 'maxLength'>> {
  const resolve = schemaResolver(doc);
  const schema = resolve({ $ref: `#/components/schemas/${schemaName}` });
  const rules: Record<string, Pick<RequestSchema, 'pattern' | 'minLength' | 'maxLength'>> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const { pattern, minLength, maxLength } = resolve(property);
    const rule = {
      ...(pattern !== undefined && { pattern }),
      ...(minLength !== undefined && { minLength }),
      ...(maxLength !== undefined && { maxLength }),
    };
    if (Object.keys(rule).length) rules[field] = rule;
  }
  return rules;
}

/** Every property name openapi.yaml marks `x-secret`, with its kind; a name marked with two kinds is an error. */
function secretFields(doc: OpenApiDocument): Record<string, string> {
  const kinds: Record<string, string> = {};
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const properties = (node as { properties?: Record<string, { 'x-secret'?: string }> }).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      const kind = property['x-secret'];
      if (kind === undefined) continue;
      if (kinds[name] !== undefined && kinds[name] !== kind)
        throw new Error(`openapi.yaml: "${name}" is marked x-secret ${kinds[name]} and ${kind}; one name, one kind`);
      kinds[name] = kind;
    }
    Object.values(node).forEach(visit);
  };
  visit(doc.components.schemas);
  return Object.fromEntries(Object.entries(kinds).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The facts about each operation that browser code needs at run time (it cannot read the YAML): method, path,
 * its x-access rules, and the constraints of its request fields.
 */
function operationsModule(): string {
  const doc = loadDocument();
  const operations = listOperations(doc);
  const lines = operations.map((op) => {
    const schema = op.requestSchema ? (doc.components.schemas[op.requestSchema] as { required?: string[] }) : undefined;
    const requiresProjectId = schema?.required?.includes('projectId') ?? false;
    return `  ${op.operationId}: { method: '${op.method}', path: '${op.path}', tag: '${op.tag}', requiresProjectId: ${requiresProjectId}, writes: ${op.writes}, isPublic: ${op.isPublic}, access: ${literal(op.access)} },`;
  });
  const fields = operations.flatMap((op) => {
    const rules = op.requestSchema ? fieldRules(doc, op.requestSchema) : {};
    return Object.keys(rules).length ? [`  ${op.operationId}: ${literal(rules)},`] : [];
  });
  return [
    '// Generated from openapi.yaml by scripts/generate.ts (npm run generate); do not edit.',
    'export const operationMeta = {',
    ...lines,
    '} as const;',
    '',
    '/** Per operation, the request fields with a pattern, minLength or maxLength, as the document states them. */',
    'export const requestFieldRules = {',
    ...fields,
    '} as const;',
    '',
    '/** The field names the document marks x-secret, with the kind of secret: what recordings, reports and logs mask. */',
    `export const secretFields = ${literal(secretFields(doc))} as const;`,
    '',
  ].join('\n');
}

function generateTypes(out: string): void {
  runNode([bin.openapiTypescript, 'openapi.yaml', '--output', out], { stdio: ['ignore', 'ignore', 'inherit'] });
}

if (process.argv.includes('--postgres-client')) {
  generatePostgresClient();
  console.log('generated the PostgreSQL Prisma client');
} else if (process.argv.includes('--check')) {
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
    const postgres = derivePostgresFiles();
    const stalePostgres = [
      postgres.schema !== readFileSync(POSTGRES_SCHEMA, 'utf8') && 'prisma/postgresql/schema.prisma',
      postgres.sql !== readFileSync(POSTGRES_SQL, 'utf8') && 'prisma/postgresql/schema.sql',
    ].filter(Boolean);
    if (stalePostgres.length) {
      console.error(
        `${stalePostgres.join(' and ')} out of date with prisma/schema.prisma: run \`npm run generate\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('prisma/postgresql/schema.prisma and schema.sql match prisma/schema.prisma');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generateTypes(TYPES);
  writeFileSync(OPERATIONS, operationsModule());
  console.log('generated api/src/schema.d.ts and api/src/operations.ts');
  if (!process.argv.includes('--types-only')) {
    const postgres = derivePostgresFiles();
    mkdirSync(dirname(POSTGRES_SCHEMA), { recursive: true });
    writeFileSync(POSTGRES_SCHEMA, postgres.schema);
    writeFileSync(POSTGRES_SQL, postgres.sql);
    console.log('generated prisma/postgresql/schema.prisma and schema.sql');
    runNode([bin.prisma, 'generate'], { stdio: ['ignore', 'ignore', 'inherit'] });
    generatePostgresClient();
    console.log('generated the Prisma clients (SQLite and PostgreSQL)');
  }
}
