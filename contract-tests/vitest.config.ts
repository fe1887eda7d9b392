import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract-tests',
    include: ['test/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Each file opens its own target (for the mock: its own app and seeded database), so files share no state;
    // sharing the module graph spares every file the mock's ~4 s of first import and initialisation.
    isolate: false,
    // vitest's default is one worker less than the cores, so one worker on this 2-core machine.
    maxWorkers: 2,
    // A project with its own maxWorkers must run in its own group (vitest 4); it runs after the unit tests.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
