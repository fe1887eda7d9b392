// Playwright's expect, with `toSatisfy(predicate)` for polling until a value meets a condition, and expect.poll
// asking every 50 ms unless told otherwise (Playwright's default backs off to 1 s between tries, which adds up to
// seconds per journey on pages that settle in a few hundred milliseconds).
import { expect as baseExpect } from '@playwright/test';

const POLL_INTERVALS_MS = [50];

const extended = baseExpect.extend({
  toSatisfy(received: unknown, predicate: (value: never) => boolean) {
    const pass = predicate(received as never);
    return {
      pass,
      name: 'toSatisfy',
      message: () => `expected ${JSON.stringify(received)} ${pass ? 'not ' : ''}to satisfy ${predicate.toString()}`,
    };
  },
});

const poll: typeof extended.poll = (generate, options) =>
  extended.poll(
    generate,
    typeof options === 'string' ? { message: options, intervals: POLL_INTERVALS_MS } : { intervals: POLL_INTERVALS_MS, ...options },
  );

export const expect: typeof extended = new Proxy(extended, {
  get: (target, property, receiver) => (property === 'poll' ? poll : Reflect.get(target, property, receiver)),
});
