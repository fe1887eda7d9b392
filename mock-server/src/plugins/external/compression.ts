// On-the-fly compression (@fastify/compress) where no precompressed copy exists: API answers, Swagger UI's files,
// the control page. The built frontend is compressed once at build time (frontend/build-plugins/precompress.ts)
// and sent as it is by @fastify/static; an answer that already has a Content-Encoding is left alone.
// Brotli at quality 4: close to gzip's speed with smaller output; the build's copies use quality 11. Request
// bodies are not decompressed (no client of the API sends them compressed): that hook would run on every call.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
