// Types generated from openapi.yaml (src/schema.d.ts, by `npm run generate`), plus helpers that
// index them by operationId. Nothing here restates a shape the document already gives.
import type { components, operations, paths } from './schema';
import { operationMeta } from './operations';

export type { components, operations, paths };

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer C } } ? C : never;

/** The JSON request body of an operation (never for GET operations). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R } ? JsonContent<R> : never;

/** The whole success envelope of an operation. */
export type SuccessResponse<Op extends OperationId> = JsonContent<operations[Op]['responses'][200]>;

/** The `data` of an operation's success envelope. */
export type ResponseData<Op extends OperationId> = SuccessResponse<Op> extends { data: infer D } ? D : never;

export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export { operationMeta };
/** What browser code knows about an operation at run time: method, path, tag, requiresProjectId, writes, isPublic. */
export type OperationMeta = (typeof operationMeta)[OperationId];
export * from './refusals';
