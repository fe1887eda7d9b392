// A display board's refresh: the pace from ?refresh=, polling that does not stop when the backend is away (SWR
// pauses polling on an error), and the freshness mark's state.
import { describe, expect, it, vi } from 'vitest';
import { NO_RESPONSE } from '@/config/network';
import { boardStatus, boardSwrConfig, refreshIntervalMs } from '@/features/public-display/lib/board-refresh';
import { ApiError } from '@/lib/api';

const noAnswer = new ApiError(NO_RESPONSE, '响应超时', 'POST /api/dashboard/labourIndex');
const refused = new ApiError(403, '无权访问该项目', 'POST /api/dashboard/labourIndex');

describe('board refresh', () => {
  it('refreshes every 30 s unless ?refresh= asks for 5 s to an hour', () => {
    expect(refreshIntervalMs('')).toBe(30_000);
    expect(refreshIntervalMs('?refresh=10')).toBe(10_000);
    expect(refreshIntervalMs('?refresh=1')).toBe(5_000);
    expect(refreshIntervalMs('?refresh=99999')).toBe(3_600_000);
    expect(refreshIntervalMs('?refresh=soon')).toBe(30_000);
  });

  it('keeps asking at the same pace while the backend cannot be reached, not after a refusal', () => {
    vi.useFakeTimers();
    try {
      const config = boardSwrConfig(10_000);
      expect(config).toMatchObject({ refreshInterval: 10_000, refreshWhenHidden: true, shouldRetryOnError: true });
      const revalidate = vi.fn(() => Promise.resolve(true));
      const retry = (error: unknown, retryCount: number) =>
        config.onErrorRetry!(error, 'key', config as never, revalidate, { retryCount, dedupe: true });
      retry(noAnswer, 7);
      vi.advanceTimersByTime(9_999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledExactlyOnceWith({ retryCount: 7 });
      retry(refused, 1);
      vi.advanceTimersByTime(60_000);
      expect(revalidate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks when data last arrived and whether the backend is away', () => {
    let now = 1_000;
    const config = boardSwrConfig(10_000, () => now);
    config.onSuccess!({}, 'key', config as never);
    expect(boardStatus).toMatchObject({ updatedAt: 1_000, unreachable: false });
    now = 5_000;
    config.onError!(refused, 'key', config as never);
    expect(boardStatus.unreachable).toBe(false);
    config.onError!(noAnswer, 'key', config as never);
    expect(boardStatus).toMatchObject({ updatedAt: 1_000, unreachable: true });
    config.onSuccess!({}, 'key', config as never);
    expect(boardStatus).toMatchObject({ updatedAt: 5_000, unreachable: false });
  });
});
