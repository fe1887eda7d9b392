// The built frontend (hash routing, so only / and its assets are fetched); other unknown paths fall
// through to the 404 envelope. Without a build, / goes to the docs page. Seeded media (avatars,
// camera posters, photos, BIM models, ...) point under /static/; what the build does not provide is generated
// (media/library.ts: site pictures and glTF models, the same bytes for the same seed). Any other image name is
// answered with a grey card naming the file.
// Caching: the files the build names by their content hash (listed in its manifest) are immutable for a year;
// HTML pages are revalidated on every visit (no-cache, answered 304 by ETag when unchanged), so a new build is
// seen at once. Text files go out as the build's Brotli or gzip copies when the client accepts them.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MediaLibrary } from '../media/library';

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 640×360 grey card naming the file, served as SVG. */
const placeholderImage = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
  `<rect width="640" height="360" fill="#1f2d3d"/><rect x="8" y="8" width="624" height="344" fill="none" stroke="#3a6ea5" stroke-dasharray="8 6"/>` +
  `<text x="320" y="188" fill="#9fc3e8" font-family="sans-serif" font-size="22" text-anchor="middle">${escapeXml(path)}</text></svg>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/** The build's content-hashed files (paths relative to dist), as its manifest lists them. */
function hashedFiles(dist: string): Set<string> {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}

/** The compressed copy's path names the file it compresses. */
const withoutCompression = (path: string) => path.replace(/\.(br|gz)$/, '');

async function frontendRoutes(app: FastifyInstance, { dist }: { dist: string | null }) {
  const built = dist !== null && existsSync(join(dist, 'index.html'));
  if (built) {
    const hashed = hashedFiles(dist);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, path) => {
        const file = withoutCompression(path);
        if (hashed.has(relative(dist, file))) reply.header('cache-control', IMMUTABLE);
        else if (extname(file) === '.html') reply.header('cache-control', REVALIDATE);
      },
    });
  } else app.get('/', (_request, reply) => reply.redirect('/docs'));

  const media = new MediaLibrary(app.services.prisma, () => app.services.clock().today);
  app.addHook('onClose', () => media.close());
  app.get('/static/*', async (request, reply) => {
    const path = normalize((request.params as { '*': string })['*']);
    if (path.startsWith('..')) return reply.callNotFound();
    if (built && existsSync(join(dist, 'static', path))) return reply.sendFile(join('static', path));
    const generated = await media.file(path);
    if (generated) {
      reply.header('etag', generated.etag).header('cache-control', generated.cacheControl);
      if (request.headers['if-none-match'] === generated.etag) return reply.code(304).send();
      return reply.type(generated.type).send(generated.body);
    }
    if (IMAGE.test(path)) return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(placeholderImage(path));
    return reply.callNotFound();
  });
}

export default fp(frontendRoutes, { name: 'frontend-routes', dependencies: ['database', 'envelope'], encapsulate: true });
