import { defineConfig } from 'vitest/config';

// One file drives the MCP server over both transports against one mock; the contract run it makes spawns vitest.
export default defineConfig({
  test: { name: 'mcp', include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 60_000 },
});
