// `npm run contract:diff -- --base REF|FILE [--head FILE] [--json] [--fail-on screens|clients]`
// Lists the changes of openapi.yaml (or --head) against a base, a git ref or a file, each classed as breaking for
// clients or compatible, each breaking one with the screens that read what it changes (the frontend's usage,
// contract-tests/usage/frontend.json). Exits 1 when any is breaking (--fail-on clients, the default) or when one
// reaches a screen (--fail-on screens). `npm test` runs it against contract-tests/baseline/openapi.yaml.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_PATH } from '@smartsite/api/document';
import { readFrontendUsage } from '@smartsite/api/judge';
import { compareDocuments } from './compare-document';
import { formatChanges } from './format';
import { loadBase, loadFile, type LoadedDocument } from './load-base';
import { operationIds, screensOfChange } from './screens';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const USAGE = 'usage: npm run contract:diff -- --base REF|FILE [--head FILE] [--json] [--fail-on screens|clients]';
const { values } = parseArgs({
  options: { base: { type: 'string' }, head: { type: 'string' }, json: { type: 'boolean' }, 'fail-on': { type: 'string' } },
});
if (!values.base) {
  console.error(USAGE);
  process.exit(2);
}
const failOn = values['fail-on'] ?? 'clients';
if (failOn !== 'screens' && failOn !== 'clients') {
  console.error(`--fail-on must be screens or clients, got "${failOn}"\n${USAGE}`);
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
const usage = readFrontendUsage();
const ids = operationIds(base.document, head.document);
const screens = new Map(changes.filter((c) => c.breaking).map((change) => [change, screensOfChange(change, usage, ids)]));
console.log(
  values.json
    ? JSON.stringify({ base: base.source, head: head.source, changes: changes.map((c) => ({ ...c, ...screens.get(c) })) }, null, 2)
    : formatChanges(changes, base.source, head.source, screens),
);
const failing = [...screens].filter(([, reached]) => failOn === 'clients' || reached.screens.length > 0);
process.exit(failing.length ? 1 : 0);
