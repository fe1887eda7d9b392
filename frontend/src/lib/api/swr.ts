// Server data in components: SWR keyed by operationId, input and the tenant / project scope the call is sent
// with (so a switch refetches), never retried on error. The key and the call are made from the same operationId and
// the same snapshot of the session store, so they cannot disagree; revalidation after a write names operationIds too.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { operationMeta, type OperationId, type ResponseData } from '@smartsite/api';
import { context } from '@/stores/context';
import { idKey, type Id } from '@/lib/ids';
import { send, type CallInput, type Policy, type Scope } from './send';
import { tr } from '../i18n/phrases';

/**
 * Cache key of a call: operationId, input, and the scope send adds to it: the tenantId always, the projectId only
 * to the calls that need one (bodyOf in send.ts). A call sent without the project cannot answer
 * by it, so choosing a project does not ask again (a dashboard opening on the first authorised project fetched the
 * list a second time).
 */
export function apiKey(operation: OperationId, input: unknown, scope: Scope): readonly unknown[] {
  const projectId = operationMeta[operation].requiresProjectId ? idKey(scope.projectId) : null;
  // As text, so 1 and "1" share an entry.
  return [operation, input ?? null, projectId, idKey(scope.tenantId)];
}

export interface UseApiOptions<Data> {
  /** Over the operation's own policy, e.g. { toast: false } for a part of the page that stays empty on failure. */
  policy?: Partial<Policy>;
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
function useReady(operation: OperationId, inputs: readonly unknown[], enabled: boolean | undefined, { projectId }: Scope): boolean {
  const namesProject = inputs.every((input) => Boolean((input as { projectId?: Id } | undefined)?.projectId));
  return enabled !== false && !(operationMeta[operation].requiresProjectId && !namesProject && projectId === undefined);
}

function swrConfig<Data>(options: UseApiOptions<Data>): SWRConfiguration<Data> | undefined {
  return options.refreshInterval ? { refreshInterval: options.refreshInterval, ...options.config } : options.config;
}

/**
 * For data shown on screen: every envelope carries data (null when there is none), and a success without it (a
 * drifted backend) would otherwise look like a call still loading. (Imperative callers check the answers they
 * read themselves: the login and user-info checks name the field, docs/requirements/session.md#user-info-checks.)
 */
async function fetchShown<Op extends OperationId>(
  operation: Op,
  input: CallInput<Op> | undefined,
  scope: Scope,
  policy: Partial<Policy> | undefined,
): Promise<ResponseData<Op>> {
  const data = await send(operation, input, scope, policy);
  if (data === undefined) throw new Error(tr('{{operation}} 的回答格式不正确：缺少 data', { operation }));
  return data;
}

/** The scope of the session store's snapshot: what the key is made of is what the call is sent with. */
function useScope(): Scope {
  const { token, tenantId, projectId } = useSnapshot(context);
  return { token, tenantId, projectId };
}

/** useSWR over one call. */
export function useApi<Op extends OperationId>(operation: Op, input?: CallInput<Op>, options: UseApiOptions<ResponseData<Op>> = {}) {
  const scope = useScope();
  const ready = useReady(operation, [input], options.enabled, scope);
  return useSWR<ResponseData<Op>>(
    ready ? apiKey(operation, input, scope) : null,
    () => fetchShown(operation, input, scope, options.policy),
    swrConfig(options),
  );
}

/** useSWR over the same operation with several inputs (e.g. one per project), answered in their order. */
export function useApiEach<Op extends OperationId>(
  operation: Op,
  inputs: readonly CallInput<Op>[] | undefined,
  options: UseApiOptions<ResponseData<Op>[]> = {},
) {
  const scope = useScope();
  const ready = useReady(operation, inputs ?? [], options.enabled, scope) && inputs !== undefined;
  return useSWR<ResponseData<Op>[]>(
    ready ? apiKey(operation, { each: inputs }, scope) : null,
    () => Promise.all((inputs ?? []).map((input) => fetchShown(operation, input, scope, options.policy))),
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
