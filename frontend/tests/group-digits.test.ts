// Counts and amounts grouped as toLocaleString groups them in the console's languages, without Intl.
import { describe, expect, it, vi } from 'vitest';
import { groupDigits } from '@/lib/group-digits';

describe('groupDigits', () => {
  it('writes what toLocaleString writes in zh-CN and en-US', () => {
    const values = [0, 7, 999, 1000, 12_345, 1_234_567, -1234, -999_999.5, 1234.5, 0.125, 2.0004, 1_234_567.8912, 1e15, 3.14159];
    for (const value of values) {
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-US'));
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('zh-CN'));
    }
  });

  it('never touches Intl', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(groupDigits(1_234_567)).toBe('1,234,567');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      toLocaleString.mockRestore();
    }
  });
});
