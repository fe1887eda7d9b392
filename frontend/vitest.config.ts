import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { eastAsiaOutline } from './build-plugins/east-asia-outline';

export default defineConfig({
  plugins: [eastAsiaOutline()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // Room for the finds' ten seconds (tests/setup.ts) on a slow host; a test is judged by what it asserts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
