// The contract as the suite sees it: openapi.yaml loaded once per worker, its operations and its validators.
import { createSchemaValidator, listOperations, loadDocument, type OperationInfo } from '@smartsite/api/document';
import { readFrontendUsage, type FrontendUsage, type JudgedContract } from '@smartsite/api/judge';

export const document = loadDocument();
export const operations: readonly OperationInfo[] = listOperations(document);
export const validator = createSchemaValidator(document, { allErrors: true });
/** What the judge reads: this worker's one parsed document and its validators. */
export const contract: JudgedContract = { document, validator };

/** What the screens read (contract-tests/usage/frontend.json): the judge ranks each finding by them. */
export const usage: FrontendUsage = readFrontendUsage();

const byId = new Map(operations.map((op) => [op.operationId, op]));

export function operation(operationId: string): OperationInfo {
  const op = byId.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return op;
}

export const describeOperation = (op: OperationInfo) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
