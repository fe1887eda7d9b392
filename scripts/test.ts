// `npm test`: every check of the project, in order, with a summary at the end.
// Steps keep going after a failure so one run shows everything that is red; the exit code is 1 if any step failed.
// `npm test -- --only <word>` runs the steps whose name contains the word.
import { spawnSync } from 'node:child_process';
import { ROOT, bin } from './lib/run';

interface Step {
  name: string;
  /** Arguments for `node` (scripts by path, never npx, so no network lookups). */
  args: string[];
  env?: Record<string, string>;
}

const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];

const steps: Step[] = [
  // The Prisma client is gitignored: generate it before typecheck and vitest need it (clean clones, CI).
  { name: 'Prisma client generated (prisma generate)', args: [bin.prisma, 'generate'], env: { CHECKPOINT_DISABLE: '1' } },
  { name: 'Prisma client for PostgreSQL generated', args: tsx('scripts/generate.ts', '--postgres-client') },
  { name: 'generated types match openapi.yaml', args: tsx('scripts/generate.ts', '--check') },
  { name: 'openapi.yaml lints clean (redocly)', args: [bin.redocly, 'lint', 'openapi.yaml', '--format', 'summary'] },
  {
    name: 'openapi.yaml breaks no client of the baseline (contract:diff)',
    args: tsx('contract-tests/src/diff/cli.ts', '--base', 'contract-tests/baseline/openapi.yaml'),
  },
  { name: 'eslint', args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
  { name: 'prettier', args: [bin.prettier, '--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', args: tsx('scripts/typecheck.ts') },
  // Includes the in-process contract run, which must observe every answer the document declares.
  { name: 'unit and integration tests (vitest)', args: ['node_modules/vitest/vitest.mjs', 'run'], env: { CONTRACT_MIN_COVERAGE: '100' } },
  { name: 'contract suite against Prism (state checks skipped)', args: tsx('contract-tests/src/prism.ts') },
  { name: 'contract fault-injection self-test', args: tsx('contract-tests/src/fault-injection.ts') },
  { name: 'contract drift self-test: drifts break the client, variations tolerated', args: tsx('contract-tests/src/drift-self-test.ts') },
  // Samples of the reliability scripts (the full runs: npm run fuzz / load / durability; npm run bench).
  {
    name: 'fuzz sample: bad requests get 4xx envelopes, no 5xx, database unchanged',
    args: tsx('scripts/bench/fuzz.ts', '--requests', '1500', '--hostile', '400'),
  },
  {
    name: 'load sample: mixed reads and writes, no errors, no lost writes',
    args: tsx('scripts/bench/load.ts', '--connections', '20', '--duration', '5'),
  },
  { name: 'durability sample: acknowledged writes survive SIGKILL', args: tsx('scripts/bench/durability.ts', '--kills', '2') },
  // Real PostgreSQL and nginx (Debian's; .ci/run installs them): three instances, one state.
  { name: 'several instances on PostgreSQL behind nginx share one state', args: tsx('scripts/multi-instance.ts') },
  // Builds frontend/dist when stale; the e2e step's npm start then reuses it.
  { name: 'frontend bundle budgets (routes <= 350 kB, login <= 250 kB gzip, no ApexCharts)', args: tsx('scripts/bench/bundle.ts') },
  { name: 'e2e journeys (chromium)', args: tsx('frontend/e2e/run.ts') },
];

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const selected = only ? steps.filter((step) => step.name.includes(only)) : steps;
const results: { name: string; ok: boolean; seconds: number }[] = [];

for (const step of selected) {
  console.log(`\n━━ ${step.name}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, step.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n${failed.length} of ${results.length} steps failed.` : `\nAll ${results.length} steps passed.`);
process.exit(failed.length ? 1 : 0);
