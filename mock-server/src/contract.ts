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
