// A clock for headers and dashboards: the current time, re-rendering every `intervalMs` (docs/requirements/shell.md#constants: 1000 ms).
import { useEffect, useState } from 'react';
import { clockTickMs } from '@/config/constants';

export function useNow(intervalMs: number = clockTickMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
