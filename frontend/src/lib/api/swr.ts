// Server data in components: SWR keyed by operation, body and the project / tenant context (so a switch
// refetches), never retried on error.
import useSWR, { type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { context } from '@/stores/context';
import { idKey, type Id } from '@/lib/ids';

/** Cache key of a call: operation name, body, and the projectId / tenantId it will be sent with. */
export function apiKey(operation: string, body: unknown, scope: { projectId?: Id; tenantId?: Id }): readonly unknown[] {
  // As text, so 1 and "1" share an entry.
  return [operation, body ?? null, idKey(scope.projectId), idKey(scope.tenantId)];
}

/** useSWR over one call; pass `null` as operation to skip (e.g. until a project is chosen). */
export function useApi<T>(
  operation: string | null,
  fetcher: () => Promise<T>,
  options: { body?: unknown; config?: SWRConfiguration<T> } = {},
) {
  const scope = useSnapshot(context);
  return useSWR<T>(operation ? apiKey(operation, options.body, scope) : null, fetcher, options.config);
}
