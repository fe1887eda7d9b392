// The document's own success examples, as answers the judge can be given (shared by the judge's tests).
import { rawOperation, type OperationInfo } from '@smartsite/api/document';
import { document } from '../../src/contract';
import type { HttpResponse } from '../../src/transport';

export type Envelope = { code: unknown; msg: unknown; success: unknown; data: unknown };

export const example = (op: OperationInfo): Envelope =>
  structuredClone(
    (rawOperation(document, op).responses['200'] as { content: { 'application/json': { example: Envelope } } }).content['application/json']
      .example,
  );

export const reply = (body: unknown, status = 200, contentType = 'application/json; charset=utf-8'): HttpResponse => ({
  status,
  headers: { 'content-type': contentType },
  text: JSON.stringify(body),
});
