// How a display board stays current all day on one page load: every call refreshes on an interval (also while
// the tab is hidden: the board is the only thing on the TV), and a call that finds the backend unreachable tries
// again at the same pace instead of stopping (SWR pauses polling while a key holds an error, and the app's
// default is never to retry). The board keeps its last data meanwhile; boardStatus says when it last arrived.
import { proxy } from 'valtio';
import type { SWRConfiguration } from 'swr';
import { isUnreachable } from '@/lib/api';

/** 30 s by default; `?refresh=<seconds>` on the board's URL chooses another pace, from 5 s to an hour. */
const DEFAULT_REFRESH_SECONDS = 30;
const MIN_REFRESH_SECONDS = 5;
const MAX_REFRESH_SECONDS = 3600;

export function refreshIntervalMs(search: string): number {
  const asked = Number(new URLSearchParams(search).get('refresh'));
  const seconds = Number.isFinite(asked) && asked > 0 ? asked : DEFAULT_REFRESH_SECONDS;
  return Math.min(MAX_REFRESH_SECONDS, Math.max(MIN_REFRESH_SECONDS, seconds)) * 1000;
}

/** When the board last received data (ms since the epoch, 0 before the first), and whether the backend is away. */
export const boardStatus = proxy({ updatedAt: 0, unreachable: false });

export function boardSwrConfig(intervalMs: number, now: () => number = Date.now): SWRConfiguration {
  return {
    refreshInterval: intervalMs,
    refreshWhenHidden: true,
    shouldRetryOnError: true,
    onSuccess: () => {
      boardStatus.updatedAt = now();
      boardStatus.unreachable = false;
    },
    onError: (error: unknown) => {
      if (isUnreachable(error)) boardStatus.unreachable = true;
    },
    // Only an unreachable backend is worth asking again; a refusal or a bad answer stays until the next load.
    onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
      if (isUnreachable(error)) setTimeout(() => void revalidate({ retryCount }), intervalMs);
    },
  };
}
