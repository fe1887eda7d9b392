// The fuzzer's generators: a body the schema accepts is found in bounded time, or the run says why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstValid } from './arbitraries';

describe('firstValid', () => {
  it('gives the first drawn value that passes, the same for the same seed', () => {
    const even = (value: number) => value % 2 === 0;
    const value = firstValid(fc.integer({ min: 0, max: 1000 }), even, 42, 'an even number');
    expect(even(value)).toBe(true);
    expect(firstValid(fc.integer({ min: 0, max: 1000 }), even, 42, 'an even number')).toBe(value);
  });

  it('names what it could not draw instead of drawing for ever', () => {
    expect(() => firstValid(fc.integer(), () => false, 1, 'UserBody body for saveUser')).toThrow(
      /no UserBody body for saveUser in 200 draws/,
    );
  });
});
