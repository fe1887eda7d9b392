import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract-tests',
    include: ['test/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Each file opens its own target (for the mock: its own app and seeded database), so files share no state;
    // sharing the module graph spares every file the mock's ~4 s of first import and initialisation.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
