// @hey-api/openapi-ts: types, an SDK on the fetch client that validates answers with zod, and the zod schemas.
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: process.env.OPENAPI ?? '../openapi.yaml',
  output: process.env.CLIENT_OUT ?? 'generated/hey-api',
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    // validator: every SDK call parses its answer with the zod schema of its 200 response.
    { name: '@hey-api/sdk', validator: true },
    // The document's date-times carry an offset (+08:00); zod's default accepts only UTC ("Z").
    { name: 'zod', dates: { offset: true } },
  ],
});
