// One typed entry to every dashboard call: the operationId picks the path from the generated operation table,
// and the body and answer types come from openapi.yaml. Dashboard panels show their own failures inline, so
// calls go through the quiet client (no toast storm from twenty panels, no jump to /403 when one module
// has expired); a 401 still ends the session.
import { operationMeta, type OperationId, type RequestBody, type ResponseData } from '@smartsite/api';
import { quietApi, unwrap } from '@/lib/api';

/** Every POST operation (all dashboard data calls are POST with a JSON body). */
export type PostOperation = {
  [Op in OperationId]: (typeof operationMeta)[Op]['method'] extends 'post' ? Op : never;
}[OperationId];

type ContextField = 'tenantId' | 'projectId';

/**
 * What a caller passes: the request layer adds tenantId and (for project calls) projectId from storage.
 * Distributes over a union of operations, so a panel typed for "any chart call" accepts each one's fields.
 */
export type CallBody<Op extends PostOperation> = Op extends PostOperation
  ? Omit<RequestBody<Op>, ContextField> & Partial<Pick<RequestBody<Op>, Extract<keyof RequestBody<Op>, ContextField>>>
  : never;

/** Operations whose answer has the given shape, e.g. every operation answering a Chart. */
export type OperationsAnswering<Shape> = {
  [Op in PostOperation]: ResponseData<Op> extends Shape ? Op : never;
}[PostOperation];

// openapi-fetch types each literal path; here the path is looked up at run time, and the signature above
// restores the types per operation.
type UntypedPost = (path: string, init: { body: unknown }) => Promise<{ response: Response; data?: { data?: unknown } }>;

export function callOperation<Op extends PostOperation>(operation: Op, body?: CallBody<Op>): Promise<ResponseData<Op>> {
  const post = quietApi.POST as unknown as UntypedPost;
  return unwrap(post(operationMeta[operation].path, { body: body ?? {} })).then((data) => {
    // A success without data (a drifted backend) would otherwise look like a call still loading.
    if (data === undefined) throw new Error(`${operation} 的回答格式不正确：缺少 data`);
    return data;
  }) as Promise<ResponseData<Op>>;
}
