// SWR over one dashboard call (useApi). Dashboard panels show their own failures inline, so their calls go
// without a toast: no toast storm from twenty panels, no jump to /403 when one module has expired; a
// 401 still ends the session.
import type { OperationId } from '@smartsite/api';
import type { SWRConfiguration } from 'swr';
import { useApi, type CallInput, type UseApiOptions } from '@/lib/api';

export type OperationOptions = Pick<UseApiOptions<unknown>, 'enabled' | 'refreshInterval'>;

/** `isPaused`: while true, SWR skips the call's refreshes (a panel out of view, use-off-screen-pause.ts). */
export function useOperation<Op extends OperationId>(
  operation: Op,
  input?: CallInput<Op>,
  options: OperationOptions = {},
  isPaused?: SWRConfiguration['isPaused'],
) {
  return useApi(operation, input, { ...options, config: isPaused && { isPaused }, policy: { toast: false } });
}
