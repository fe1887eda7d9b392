// Types generated from openapi.yaml (src/schema.d.ts, by `npm run generate`), plus helpers that
// index them by operationId. Nothing here restates a shape the document already gives.
import type { components, operations, paths } from './schema';
import { operationMeta, requestFieldRules, secretFields } from './operations';

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
export { operationMeta, requestFieldRules, secretFields };
/** A kind of secret of openapi.yaml's x-secret: how a field of that name is masked. */
export type SecretKind = (typeof secretFields)[keyof typeof secretFields];
/**
 * What browser code knows about an operation at run time: method, path, tag, requiresProjectId, writes, isPublic
 * and its x-access rules.
 */
export type OperationMeta = (typeof operationMeta)[OperationId];
/** One rule of an operation's x-access list (see info.description of openapi.yaml). */
export type OperationAccessRule = OperationMeta['access'][number];
/** What the document says a request field must match: the constraints forms check before sending. */
export interface FieldRule {
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}
export * from './refusals';
export { canCall, type Caller } from './access';
