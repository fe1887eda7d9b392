// Playwright's expect, with `toSatisfy(predicate)` for polling until a value meets a condition.
import { expect as baseExpect } from '@playwright/test';

export const expect = baseExpect.extend({
  toSatisfy(received: unknown, predicate: (value: never) => boolean) {
    const pass = predicate(received as never);
    return {
      pass,
      name: 'toSatisfy',
      message: () => `expected ${JSON.stringify(received)} ${pass ? 'not ' : ''}to satisfy ${predicate.toString()}`,
    };
  },
});
