// orval: a fetch client with its types, and zod schemas of every request and answer.
import { defineConfig } from 'orval';

const input = { target: process.env.OPENAPI ?? '../openapi.yaml' };
const out = process.env.CLIENT_OUT ?? 'generated/orval';

export default defineConfig({
  fetch: {
    input,
    output: { target: `${out}/client.ts`, client: 'fetch', mode: 'single', baseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:11000' },
  },
  zod: {
    input,
    // The document's date-times carry an offset (+08:00); zod's default accepts only UTC ("Z").
    output: {
      target: `${out}/zod.ts`,
      client: 'zod',
      mode: 'single',
      override: { zod: { dateTimeOptions: { offset: true }, generateEachHttpStatus: true } },
    },
  },
});
