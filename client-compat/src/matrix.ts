// `npm test` step: the compatibility matrix. For each generator a frontend team might use, generate a client
// from openapi.yaml (configs/), type-check it with the smoke script under `tsc --strict`, then run the smoke
// script against the mock on a loopback port: every answer must pass the generator's own zod validator.
// Prints generator x (generates, compiles, validates) and exits 1 when any cell fails. Offline: the generators
// are devDependencies of this workspace. `--only <generator>` runs one row.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, createTestDatabase } from '@smartsite/mock-server';
import { SMOKE_CALLS, type SmokeResult } from '../smoke/smoke';
import { bin, ROOT, runNode, WORKSPACE } from './run-node';

const OUT = join(WORKSPACE, 'generated');

interface Generator {
  name: string;
  /** The generator's CLI with its config from configs/. */
  generate: string[];
  /** The generated files that import everything else (tsc follows the imports). */
  entries: string[];
  /** Compiler options the generated code needs beyond strict (kubb imports with .ts extensions). */
  compilerOptions?: string[];
}

const GENERATORS: Generator[] = [
  {
    name: 'hey-api',
    generate: [bin('@hey-api/openapi-ts/bin/run.js'), '-f', 'configs/hey-api.config.ts'],
    entries: ['index.ts', 'zod.gen.ts'],
  },
  {
    name: 'orval',
    generate: [bin('orval/dist/bin/orval.js'), '--config', 'configs/orval.config.ts'],
    entries: ['client.ts', 'zod.ts'],
  },
  {
    name: 'kubb',
    generate: [bin('@kubb/cli/bin/kubb.cjs'), 'generate', '--config', 'configs/kubb.config.ts'],
    entries: ['index.ts'],
    compilerOptions: ['--allowImportingTsExtensions'],
  },
  {
    // No config file: its options are its CLI's. Chinese enum values need openapi.yaml's x-enum-varnames.
    name: 'openapi-typescript-codegen',
    generate: [
      bin('openapi-typescript-codegen/bin/index.js'),
      '--input',
      '../openapi.yaml',
      '--output',
      'generated/openapi-typescript-codegen',
      '--client',
      'fetch',
    ],
    entries: ['index.ts'],
  },
];

/** What a team's tsconfig would say, with strict on; DOM for fetch, node for the smoke script's process.env. */
const STRICT = ['--strict', '--noEmit', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler'];
const COMPILER = [...STRICT, '--lib', 'ES2023,DOM', '--types', 'node', '--skipLibCheck'];

interface Outcome {
  ok: boolean;
  detail: string;
}

const tail = (output: string, lines = 8) => output.trim().split('\n').slice(-lines).join('\n');

async function generate(generator: Generator, baseUrl: string): Promise<Outcome> {
  const out = join(OUT, generator.name);
  rmSync(out, { recursive: true, force: true });
  const env = { OPENAPI: join(ROOT, 'openapi.yaml'), CLIENT_OUT: out, API_BASE_URL: baseUrl };
  const { ok, output } = await runNode(generator.generate, env);
  return { ok, detail: ok ? 'generated' : tail(output) };
}

async function compile(generator: Generator): Promise<Outcome> {
  const files = [...generator.entries.map((entry) => join(OUT, generator.name, entry)), join(WORKSPACE, 'smoke', `${generator.name}.ts`)];
  const { ok, output } = await runNode([bin('typescript/bin/tsc'), ...COMPILER, ...(generator.compilerOptions ?? []), ...files]);
  const errors = output.match(/error TS\d+/g)?.length ?? 0;
  return { ok: ok && errors === 0, detail: ok ? '0 errors' : `${errors} errors\n${tail(output)}` };
}

async function validate(generator: Generator, baseUrl: string): Promise<Outcome> {
  const { output } = await runNode(['--import', 'tsx', join('smoke', `${generator.name}.ts`)], { API_BASE_URL: baseUrl });
  const line = output
    .trim()
    .split('\n')
    .findLast((l) => l.startsWith('['));
  if (!line) return { ok: false, detail: tail(output) };
  const results = JSON.parse(line) as SmokeResult[];
  const failed = results.filter((r) => !r.ok);
  const missing = SMOKE_CALLS.filter((call) => !results.some((r) => r.call === call));
  const ok = failed.length === 0 && missing.length === 0;
  const lines = [...failed.map((r) => `${r.call}: ${r.detail}`), ...missing.map((call) => `${call}: not run`)];
  return { ok, detail: ok ? `${results.length}/${SMOKE_CALLS.length} answers valid` : lines.join('\n') };
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const selected = GENERATORS.filter((g) => !only || g.name === only);
if (!selected.length) throw new Error(`--only ${only}: no such generator (${GENERATORS.map((g) => g.name).join(', ')})`);

const database = await createTestDatabase();
const app = await buildApp({ databaseUrl: database.url });
const started = performance.now();
const rows: { name: string; cells: Outcome[] }[] = [];
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The rows run side by side: most of a row is waiting on its own child processes.
  const row = async (generator: Generator) => {
    const generated = await generate(generator, baseUrl);
    const compiled: Outcome = generated.ok ? await compile(generator) : { ok: false, detail: 'not generated' };
    const validated: Outcome = compiled.ok ? await validate(generator, baseUrl) : { ok: false, detail: 'not compiled' };
    console.log(`${generator.name}: ${[generated, compiled, validated].map((c) => (c.ok ? 'ok' : 'FAIL')).join(' / ')}`);
    return { name: generator.name, cells: [generated, compiled, validated] };
  };
  rows.push(...(await Promise.all(selected.map(row))));
} finally {
  await app.close();
  database.cleanup();
}

const header = ['generator', 'generates', 'compiles (tsc --strict)', 'runs the smoke (own zod where it has one)'];
const table = [header, ...rows.map((r) => [r.name, ...r.cells.map((c) => `${c.ok ? 'PASS' : 'FAIL'} ${c.detail.split('\n')[0]}`)])];
const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
console.log(`\n${table.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')).join('\n')}`);
for (const { name, cells } of rows)
  for (const [i, cell] of cells.entries())
    if (!cell.ok && cell.detail.includes('\n')) console.log(`\n${name}, ${header[i + 1]}:\n${cell.detail}`);
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(rows.every((r) => r.cells.every((c) => c.ok)) ? 0 : 1);
