// kubb 4: types (plugin-ts), a fetch client per operation (plugin-client) and zod schemas (plugin-zod).
import { defineConfig } from '@kubb/core';
import { pluginClient } from '@kubb/plugin-client';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';
import { pluginZod } from '@kubb/plugin-zod';

export default defineConfig({
  root: '.',
  input: { path: process.env.OPENAPI ?? '../openapi.yaml' },
  output: { path: process.env.CLIENT_OUT ?? 'generated/kubb', clean: true, format: false, barrelType: 'named' },
  plugins: [
    pluginOas(),
    pluginTs(),
    pluginClient({ client: 'fetch' }),
    // The document's date-times carry an offset (+08:00); zod's default accepts only UTC ("Z").
    pluginZod({ dateType: 'stringOffset' }),
  ],
});
