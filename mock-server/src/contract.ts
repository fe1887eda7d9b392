// openapi.yaml as the server uses it, loaded and compiled once per process: parsing the document
// and compiling its validators takes about a second, and tests build many apps.
import {
  addDocumentFormats,
  createSchemaValidator,
  DOCUMENT_ID,
  listOperations,
  loadDocument,
  type OpenApiDocument,
  type OperationInfo,
  type SchemaValidator,
} from '@smartsite/api/document';
import type { JudgedContract } from '@smartsite/api/judge';
import { Ajv2020 } from 'ajv/dist/2020.js';

export interface Contract {
  document: OpenApiDocument;
  operations: OperationInfo[];
  /** Body and response validators (no type coercion). */
  validator: SchemaValidator;
  /** Compiles query-parameter schemas, coercing types since query strings are text. */
  queryAjv: Ajv2020;
}

let contract: Contract | undefined;

export function loadContract(): Contract {
  if (!contract) {
    const document = loadDocument();
    const queryAjv = new Ajv2020({ strict: false, coerceTypes: true });
    addDocumentFormats(queryAjv);
    queryAjv.addSchema(document as object, DOCUMENT_ID);
    contract = { document, operations: listOperations(document), validator: createSchemaValidator(document), queryAjv };
  }
  return contract;
}

const judged = new WeakMap<Contract, JudgedContract>();

/**
 * The judge's view of the same parsed document (hybrid mode only): its validators report every wrong field of
 * an upstream answer, where the request validation above stops at the first one to name it in a 400.
 */
export function judgedContract(contract: Contract): JudgedContract {
  let found = judged.get(contract);
  if (!found) {
    found = { document: contract.document, validator: createSchemaValidator(contract.document, { allErrors: true }) };
    judged.set(contract, found);
  }
  return found;
}
