// One typed entry to every call: the operationId picks method and path from the generated operation table, and
// the input and answer types come from openapi.yaml, so a call site names the operation and nothing else.
import { operationMeta, type OperationId, type operations, type RequestBody, type ResponseData } from '@smartsite/api';
import { api, type ApiClient } from './client';
import { unwrap } from './unwrap';

type MethodOf<Op extends OperationId> = (typeof operationMeta)[Op]['method'];

/** Every POST operation (JSON body). */
export type PostOperation = { [Op in OperationId]: MethodOf<Op> extends 'post' ? Op : never }[OperationId];

type ContextField = 'tenantId' | 'projectId';

/**
 * The body a caller passes: the request layer adds tenantId and (for project calls) projectId from storage.
 * Distributes over a union of operations, so a panel typed for "any chart call" accepts each one's fields.
 */
export type CallBody<Op extends OperationId> = Op extends PostOperation
  ? Omit<RequestBody<Op>, ContextField> & Partial<Pick<RequestBody<Op>, Extract<keyof RequestBody<Op>, ContextField>>>
  : never;

/** The query parameters of a GET operation. */
type CallQuery<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Query } ? Query : never;

/** What a call sends: the body of a POST operation, the query parameters of a GET one. */
export type CallInput<Op extends OperationId> = Op extends PostOperation ? CallBody<Op> : CallQuery<Op>;

/** POST operations whose answer has the given shape, e.g. every operation answering a Chart. */
export type OperationsAnswering<Shape> = { [Op in PostOperation]: ResponseData<Op> extends Shape ? Op : never }[PostOperation];

export interface CallOptions {
  /** The client: `api` (default; failures shown), `quietApi` or `silentApi` (see client.ts). */
  client?: ApiClient;
  /** Extra headers, e.g. the Authorization of a display-share link being opened. */
  headers?: Record<string, string>;
}

// openapi-fetch types each literal path; here the path is looked up at run time, and the signature of
// callOperation restores the types per operation.
type UntypedCall = (
  path: string,
  init: { body?: unknown; params?: { query?: unknown }; headers?: Record<string, string> },
) => Promise<{ response: Response; data?: { data?: unknown } }>;

export function callOperation<Op extends OperationId>(
  operation: Op,
  input?: CallInput<Op>,
  options: CallOptions = {},
): Promise<ResponseData<Op>> {
  const { method, path } = operationMeta[operation];
  const client = options.client ?? api;
  const pending =
    method === 'get'
      ? (client.GET as unknown as UntypedCall)(path, { params: { query: input }, headers: options.headers })
      : (client.POST as unknown as UntypedCall)(path, { body: input ?? {}, headers: options.headers });
  return unwrap(pending) as Promise<ResponseData<Op>>;
}

/**
 * For data shown on screen: every envelope carries data (null when there is none), and a success without it (a
 * drifted backend) would otherwise look like a call still loading. (Imperative callers check the answers they
 * read themselves: the login and user-info checks name the field, docs/requirements/session.md#user-info-checks.)
 */
export async function fetchOperation<Op extends OperationId>(
  operation: Op,
  input?: CallInput<Op>,
  options: CallOptions = {},
): Promise<ResponseData<Op>> {
  const data = await callOperation(operation, input, options);
  if (data === undefined) throw new Error(`${operation} 的回答格式不正确：缺少 data`);
  return data;
}
