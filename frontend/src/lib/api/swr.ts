// Server data in components: SWR keyed by operationId, input and the tenant / project context the call is sent
// with (so a switch refetches), never retried on error. The key and the call come from the same operationId, so they cannot
// disagree; revalidation after a write names operationIds too.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { operationMeta, type OperationId, type ResponseData } from '@smartsite/api';
import { context } from '@/stores/context';
import { idKey, type Id } from '@/lib/ids';
import { fetchOperation, type CallInput, type CallOptions } from './call';

/**
 * Cache key of a call: operationId, input, and the context the request layer sends it with: the tenantId always,
 * the projectId only to the calls that need one (lib/api/client.ts). A call sent without the project cannot answer
 * by it, so choosing a project does not ask again (a dashboard opening on the first authorised project fetched the
 * list a second time).
 */
export function apiKey(operation: OperationId, input: unknown, scope: { projectId?: Id; tenantId?: Id }): readonly unknown[] {
  const projectId = operationMeta[operation].requiresProjectId ? idKey(scope.projectId) : null;
  // As text, so 1 and "1" share an entry.
  return [operation, input ?? null, projectId, idKey(scope.tenantId)];
}

export interface UseApiOptions<Data> extends Pick<CallOptions, 'client'> {
  /** false: do not call (e.g. until a selection exists, or for users who may not call it). */
  enabled?: boolean;
  /** Poll every so many ms (live boards). */
  refreshInterval?: number;
  config?: SWRConfiguration<Data>;
}

/**
 * A call needing the project waits until one is known, unless the input names it: sent without, the server
 * could only refuse it.
 */
function useReady(operation: OperationId, inputs: readonly unknown[], enabled: boolean | undefined): boolean {
  const { projectId } = useSnapshot(context);
  const namesProject = inputs.every((input) => Boolean((input as { projectId?: Id } | undefined)?.projectId));
  return enabled !== false && !(operationMeta[operation].requiresProjectId && !namesProject && projectId === undefined);
}

function swrConfig<Data>(options: UseApiOptions<Data>): SWRConfiguration<Data> | undefined {
  return options.refreshInterval ? { refreshInterval: options.refreshInterval, ...options.config } : options.config;
}

/** useSWR over one call. */
export function useApi<Op extends OperationId>(operation: Op, input?: CallInput<Op>, options: UseApiOptions<ResponseData<Op>> = {}) {
  const scope = useSnapshot(context);
  const ready = useReady(operation, [input], options.enabled);
  return useSWR<ResponseData<Op>>(
    ready ? apiKey(operation, input, scope) : null,
    () => fetchOperation(operation, input, { client: options.client }),
    swrConfig(options),
  );
}

/** useSWR over the same operation with several inputs (e.g. one per project), answered in their order. */
export function useApiEach<Op extends OperationId>(
  operation: Op,
  inputs: readonly CallInput<Op>[] | undefined,
  options: UseApiOptions<ResponseData<Op>[]> = {},
) {
  const scope = useSnapshot(context);
  const ready = useReady(operation, inputs ?? [], options.enabled) && inputs !== undefined;
  return useSWR<ResponseData<Op>[]>(
    ready ? apiKey(operation, { each: inputs }, scope) : null,
    () => Promise.all((inputs ?? []).map((input) => fetchOperation(operation, input, { client: options.client }))),
    swrConfig(options),
  );
}

/** After a write: every cached call of the named operations fetches again (other views showing the changed data). */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    // No data argument: SWR keeps the cached data and revalidates (passing undefined would clear it).
    (operations: readonly OperationId[]) => mutate((key) => Array.isArray(key) && operations.includes(key[0] as OperationId)),
    [mutate],
  );
}
