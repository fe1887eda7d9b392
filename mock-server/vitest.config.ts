import { defineConfig } from 'vitest/config';

// isolate: false lets the test files of a worker share modules: importing the Prisma client and
// parsing openapi.yaml once per worker instead of once per file. Each test builds its own app on its
// own database, so no state is shared.
export default defineConfig({
  test: { name: 'mock-server', include: ['test/**/*.test.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
});
