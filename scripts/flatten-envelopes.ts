// Rewrites every success answer written as the composition
//   allOf: [ $ref SuccessEnvelope, { type: object, required: [data], properties: { data: <X> } } ]
// into a $ref to one named, flat envelope per data type (`<X>Envelope`, `EmptyEnvelope` for data null),
// and adds the envelopes openapi.yaml lacks. Client generators merge such an allOf badly (zod intersections
// that throw, enums repeated into duplicate keys); a flat object is read right by all of them.
// Idempotent: run it after adding operations written the old way (`node --import tsx scripts/flatten-envelopes.ts`).
import { readFileSync, writeFileSync } from 'node:fs';
import { DOCUMENT_PATH } from '@smartsite/api/document';

const COMPOSED = new RegExp(
  [
    String.raw`^( +)schema:\n`,
    String.raw`\1  allOf:\n`,
    String.raw`\1    - \$ref: "#/components/schemas/SuccessEnvelope"\n`,
    String.raw`\1    - type: object\n`,
    String.raw`\1      required: \[ data \]\n`,
    String.raw`\1      properties:\n`,
    String.raw`\1        data:\n`,
    String.raw`\1          (?:\$ref: "#/components/schemas/(\w+)"|type: "null")\n`,
  ].join(''),
  'gm',
);

/** Where new envelopes go: after the last envelope of the components, before the error envelope. */
const ANCHOR = '    ErrorEnvelope:\n';

const envelopeName = (dataSchema: string | undefined) => `${dataSchema ?? 'Empty'}Envelope`;

function envelopeSchema(dataSchema: string | undefined): string {
  const data = dataSchema ? `$ref: "#/components/schemas/${dataSchema}"` : 'type: "null"';
  const description = dataSchema ? `A success envelope whose data is ${dataSchema}.` : 'A success envelope without data (data null).';
  return [
    `    ${envelopeName(dataSchema)}:`,
    '      type: object',
    `      description: ${description}`,
    '      required: [ code, msg, success, data ]',
    '      properties:',
    '        code: { $ref: "#/components/schemas/SuccessCode" }',
    '        msg: { type: string }',
    '        success: { type: boolean }',
    '        data:',
    `          ${data}`,
    '',
  ].join('\n');
}

function flattenEnvelopes(text: string): { text: string; rewritten: number; added: string[] } {
  const needed = new Set<string | undefined>();
  let rewritten = 0;
  let next = text.replace(COMPOSED, (_match, indent: string, dataSchema: string | undefined) => {
    needed.add(dataSchema);
    rewritten += 1;
    return `${indent}schema:\n${indent}  $ref: "#/components/schemas/${envelopeName(dataSchema)}"\n`;
  });
  const missing = [...needed].filter((name) => !next.includes(`\n    ${envelopeName(name)}:\n`));
  missing.sort((a, b) => envelopeName(a).localeCompare(envelopeName(b)));
  if (missing.length) {
    if (!next.includes(ANCHOR)) throw new Error(`openapi.yaml has no "${ANCHOR.trim()}" to place the envelopes before`);
    next = next.replace(ANCHOR, `${missing.map(envelopeSchema).join('')}${ANCHOR}`);
  }
  return { text: next, rewritten, added: missing.map(envelopeName) };
}

const { text, rewritten, added } = flattenEnvelopes(readFileSync(DOCUMENT_PATH, 'utf8'));
writeFileSync(DOCUMENT_PATH, text);
console.log(`openapi.yaml: ${rewritten} success answers now name their envelope; ${added.length} envelopes added`);
