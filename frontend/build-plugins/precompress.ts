// Brotli and gzip copies of every text file of the build, written beside it (app.js -> app.js.br, app.js.gz) so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing each answer on the fly.
// Built once at the highest levels, which on-the-fly compression cannot afford. A copy that would not be smaller
// than the file is not written, so the server falls back to the file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text types worth compressing; images and fonts of the build are compressed formats already. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest', '.gltf']);
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesBelow(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** Writes the .br and .gz copies of every text file below a folder; returns how many files were compressed. */
export function precompressFolder(folder: string): number {
  let count = 0;
  for (const file of filesBelow(folder)) {
    if (!TEXT_EXTENSIONS.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const copies = {
      br: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [suffix, copy] of Object.entries(copies)) if (copy.length < content.length) writeFileSync(`${file}.${suffix}`, copy);
    count++;
  }
  return count;
}

/** Vite plugin: precompresses the output folder once the bundle is written (production builds only). */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'smartsite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle() {
      const started = performance.now();
      const count = precompressFolder(outDir);
      logger?.info(`precompressed ${count} files (br, gz) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
