// The offset of a rotating board or carousel: moves on by `step` items every `waitMs` while the list is longer
// than what is visible, and holds while `paused` (the pointer is over it).
import { useEffect, useState } from 'react';

export function useRotation(length: number, visible: number, waitMs: number, paused = false, step = 1): number {
  const [offset, setOffset] = useState(0);
  const rotates = length > visible;
  useEffect(() => {
    if (!rotates || paused) return;
    const timer = setInterval(() => setOffset((current) => (current + step) % length), waitMs);
    return () => clearInterval(timer);
  }, [rotates, paused, length, waitMs, step]);
  return rotates ? offset % length : 0;
}
