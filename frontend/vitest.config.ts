import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { eastAsiaOutline } from './vite-plugins/east-asia-outline';

export default defineConfig({
  plugins: [eastAsiaOutline()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
  },
});
