// Server data in components: SWR keyed by operation, body and the project / tenant context (so a switch
// refetches), never retried on error.
import useSWR, { type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { context } from '@/stores/context';

/** Cache key of a call: operation name, body, and the projectId / tenantId it will be sent with. */
export function apiKey(operation: string, body: unknown, scope: { projectId?: number; tenantId?: number }): readonly unknown[] {
  return [operation, body ?? null, scope.projectId ?? null, scope.tenantId ?? null];
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
