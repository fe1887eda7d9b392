// `npm run contract:diff -- --base REF|FILE [--head FILE] [--json]`
// Lists the changes of openapi.yaml (or --head) against a base, a git ref or a file, each classed as breaking for
// clients or compatible; exits 1 when any is breaking. `npm test` runs it against contract-tests/baseline/openapi.yaml.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_PATH } from '@smartsite/api/document';
import { compareDocuments } from './compare-document';
import { formatChanges } from './format';
import { loadBase, loadFile, type LoadedDocument } from './load-base';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const { values } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' }, json: { type: 'boolean' } } });
if (!values.base) {
  console.error('usage: npm run contract:diff -- --base REF|FILE [--head FILE] [--json]');
  process.exit(2);
}
let base: LoadedDocument;
try {
  base = loadBase(values.base, DOCUMENT_PATH, REPO_ROOT);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const head = loadFile(values.head ?? relative(process.cwd(), DOCUMENT_PATH));
const changes = compareDocuments(base.document, head.document);
console.log(
  values.json
    ? JSON.stringify({ base: base.source, head: head.source, changes }, null, 2)
    : formatChanges(changes, base.source, head.source),
);
process.exit(changes.some((change) => change.breaking) ? 1 : 0);
