// The dashboard answer cache: concurrent requests share one computation, a write (clear) during a
// computation keeps its result out of the cache, and failures are not kept.
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/services/answer-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('AnswerCache', () => {
  it('computes a key once for concurrent requests, and answers later ones from the cache', async () => {
    const cache = new AnswerCache();
    let computed = 0;
    const pending = deferred<string>();
    const compute = () => (computed++, pending.promise);
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.through('k', compute)));
    pending.resolve('answer');
    expect(await answers).toEqual(Array(50).fill('answer'));
    expect(await cache.through('k', compute)).toBe('answer');
    expect(computed).toBe(1);
  });

  it('does not keep a computation that a write cleared while it ran', async () => {
    const cache = new AnswerCache();
    const before = deferred<string>();
    const first = cache.through('k', () => before.promise);
    cache.clear();
    const after = cache.through('k', async () => 'after the write');
    before.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.through('k', async () => 'recomputed')).toBe('after the write');
  });

  it('gives a finished answer synchronously, until a write clears it', async () => {
    const cache = new AnswerCache();
    const pending = deferred<string>();
    const computing = cache.through('k', () => pending.promise);
    expect(cache.ready('k')).toBeUndefined();
    pending.resolve('answer');
    await computing;
    expect(cache.ready('k')).toBe('answer');
    cache.clear();
    expect(cache.ready('k')).toBeUndefined();
  });

  it('never gives synchronously a computation that a write cleared while it ran', async () => {
    const cache = new AnswerCache();
    const pending = deferred<string>();
    const computing = cache.through('k', () => pending.promise);
    cache.clear();
    pending.resolve('before the write');
    await computing;
    expect(cache.ready('k')).toBeUndefined();
  });

  it('does not keep a failure', async () => {
    const cache = new AnswerCache();
    await expect(cache.through('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.through('k', async () => 'recovered')).toBe('recovered');
  });
});
