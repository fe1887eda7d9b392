// `npm test` step: the document under the linters users run with their defaults. Spectral's `spectral:oas`
// ruleset must report nothing at all (hints included), so a team that adds Spectral to its CI starts green.
import { join } from 'node:path';
import { bin, ROOT, runNode } from './run-node';

interface SpectralResult {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

const spectral = await runNode([
  bin('@stoplight/spectral-cli/dist/index.js'),
  'lint',
  join(ROOT, 'openapi.yaml'),
  '--ruleset',
  'configs/spectral.yaml',
  '--format',
  'json',
  '--quiet',
]);
// Spectral exits 1 when it finds something; anything else without JSON output is Spectral failing to run.
const output = spectral.stdout.trim();
if (!output.startsWith('[')) {
  console.error(`spectral did not run (exit ${spectral.status}):\n${spectral.output}`);
  process.exit(1);
}
const results = JSON.parse(output) as SpectralResult[];
for (const result of results) console.log(`${result.code} at ${result.path.join('.')}: ${result.message}`);
console.log(`Spectral spectral:oas (defaults): ${results.length} findings`);
process.exit(results.length === 0 ? 0 : 1);
