// One vitest run over every workspace's unit and integration tests (each has its own config).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['api', 'mock-server', 'contract-tests', 'mcp', 'frontend', 'scripts'],
    // JUnit XML for CI (reports/ is gitignored; CI keeps it).
    reporters: ['default', ['junit', { outputFile: 'reports/junit.xml' }]],
  },
});
