// Writes each operation's `description` in openapi.yaml from its x-access rules (api/src/access-words.ts), so
// the rendered document says who may call what; api/test/document.test.ts fails when one is missing or stale.
// Idempotent: run it after adding an operation or changing its x-access
// (`node --import tsx scripts/describe-operations.ts`).
import { readFileSync, writeFileSync } from 'node:fs';
import { describeAccess } from '@smartsite/api/access-words';
import { DOCUMENT_PATH, listOperations, loadDocument } from '@smartsite/api/document';

const sentences = new Map(listOperations(loadDocument()).map((op) => [op.operationId, describeAccess(op.access)]));
const lines = readFileSync(DOCUMENT_PATH, 'utf8').split('\n');
const out: string[] = [];
let operationId: string | undefined;
for (const line of lines) {
  const id = /^ {6}operationId: (\w+)$/.exec(line)?.[1];
  if (id) operationId = id;
  // An operation's own description (6 spaces deep, before or after its summary) is replaced; every other line is kept.
  if (/^ {6}description: /.test(line) && operationId) continue;
  out.push(line);
  if (/^ {6}summary: /.test(line) && operationId) {
    const sentence = sentences.get(operationId);
    if (!sentence) throw new Error(`openapi.yaml: ${operationId} has a summary but is not an operation`);
    out.push(`      description: ${JSON.stringify(sentence)}`);
  }
  // A path item's next key (4 spaces deep: the next method) ends the operation.
  if (/^ {0,4}\S/.test(line) && !id) operationId = undefined;
}
writeFileSync(DOCUMENT_PATH, out.join('\n'));
console.log(`${sentences.size} operation descriptions written`);
