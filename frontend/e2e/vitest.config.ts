// The browser journeys (`npm test` step "e2e journeys (chromium)", or frontend/e2e/run.ts). Kept out of the root
// vitest projects so unit tests stay fast. One journey at a time: the machine has 2 cores and one server.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const reports = fileURLToPath(new URL('../../reports/', import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', ['junit', { outputFile: `${reports}e2e-junit.xml` }]],
  },
});
