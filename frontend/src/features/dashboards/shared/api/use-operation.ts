// SWR over one dashboard call, keyed by operation, body and the project / tenant context (useApi), so a
// project switch refetches. Project calls wait until a project is known.
import { operationMeta, type ResponseData } from '@smartsite/api';
import { useSnapshot } from 'valtio';
import { useApi } from '@/lib/api';
import { context } from '@/stores/context';
import { callOperation, type CallBody, type PostOperation } from './call-operation';

export interface OperationOptions {
  /** Poll every so many ms (live boards). */
  refreshInterval?: number;
  /** false: do not call (e.g. until a selection exists). */
  enabled?: boolean;
}

export function useOperation<Op extends PostOperation>(operation: Op, body?: CallBody<Op>, options: OperationOptions = {}) {
  const { projectId } = useSnapshot(context);
  const explicitProject = Boolean(body && (body as { projectId?: number }).projectId);
  const waitsForProject = operationMeta[operation].requiresProjectId && !explicitProject && projectId === undefined;
  const enabled = options.enabled !== false && !waitsForProject;
  return useApi<ResponseData<Op>>(enabled ? operation : null, () => callOperation(operation, body), {
    body,
    config: options.refreshInterval ? { refreshInterval: options.refreshInterval } : undefined,
  });
}
