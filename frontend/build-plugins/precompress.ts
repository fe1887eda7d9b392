// Brotli and gzip copies of every text file of the build, written beside it (app.js -> app.js.br, app.js.gz) so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing each answer on the fly.
// Built once at the highest levels, which on-the-fly compression cannot afford. A copy that would not be smaller
// than the file is not written, so the server falls back to the file.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([br.length < content.length && writeFile(`${file}.br`, br), gz.length < content.length && writeFile(`${file}.gz`, gz)]);
}

/** Writes the .br and .gz copies of every text file below a folder, on zlib's thread pool; returns how many. */
async function precompressFolder(folder: string): Promise<number> {
  const files = [...filesBelow(folder)].filter((file) => TEXT_EXTENSIONS.has(extname(file)) && statSync(file).size >= MIN_BYTES);
  await Promise.all(files.map(compressFile));
  return files.length;
}

/** Vite plugin: precompresses the output folder once the bundle is written (production builds only). */
export function precompress(): Plugin {
  let outDir = '';
  let written = true;
  let logger: Logger | undefined;
  return {
    name: 'smartsite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      written = config.build.write;
      logger = config.logger;
    },
    async closeBundle() {
      if (!written) return;
      const started = performance.now();
      const count = await precompressFolder(outDir);
      logger?.info(`precompressed ${count} files (br, gz) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
