// After a write, views elsewhere that show the changed data (the navigation bar's project switcher, the logo)
// fetch again: every cached call of the named operations is revalidated.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { OperationId } from '@smartsite/api';

export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    // No data argument: SWR keeps the cached data and revalidates (passing undefined would clear it).
    (operations: readonly OperationId[]) => mutate((key) => Array.isArray(key) && operations.includes(key[0] as OperationId)),
    [mutate],
  );
}
