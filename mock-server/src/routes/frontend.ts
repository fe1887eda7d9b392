// The built frontend (hash routing, so only / and its assets are fetched); other unknown paths fall
// through to the 404 envelope. Without a build, / goes to the docs page. Seeded media (avatars,
// camera posters, photos, BIM models, ...) point under /static/; what the build does not provide is generated
// (media/library.ts: site pictures and glTF models, the same bytes for the same seed). Any other name is a 404
// envelope; a client asking faster than its pace (media/request-pace.ts) or holding its share of renders
// (media/render-queue.ts) gets 429 with Retry-After.
// Caching: the files the build names by their content hash (listed in its manifest) are immutable for a year;
// HTML pages are revalidated on every visit (no-cache, answered 304 by ETag when unchanged), so a new build is
// seen at once. Text files go out as the build's Brotli or gzip copies when the client accepts them.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, failure } from '../errors';
import { largePoster } from '../media/addresses';
import { MediaLibrary } from '../media/library';
import { panoramaViewerFile } from '../media/panorama-viewer';
import { QueueBusy } from '../media/render-queue';
import { RequestPace, type PaceLimits } from '../media/request-pace';

/** Several pages' pictures at once, a page a second after that; a flood gets one answer per connection every 2 s. */
const MEDIA_PACE: PaceLimits = { burst: 300, perSecond: 50, holdSeconds: 2 };

const tooBusy = (reply: FastifyReply, { status, retryAfterSeconds }: QueueBusy) =>
  reply.code(status).header('retry-after', String(retryAfterSeconds)).send(failure(status));

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

  const media = new MediaLibrary(app.services.database.prisma, () => app.services.clock().today);
  const pace = new RequestPace(MEDIA_PACE);
  app.addHook('onClose', () => media.close());
  app.get('/static/*', async (request, reply) => {
    const asked = normalize((request.params as { '*': string })['*']);
    if (asked.startsWith('..')) return reply.callNotFound();
    // ?w= is the width the picture is shown at (device pixels): a camera poster wider than its 640 pixels is drawn
    // at 1280, so a single-camera view stays sharp; there are two sizes only, so the renders stay bounded.
    const path = shownWidth(request.query) > POSTER_WIDTH ? largePoster(asked) : asked;
    if (built && existsSync(join(dist, 'static', path))) return reply.sendFile(join('static', path));
    const viewer = panoramaViewerFile(path);
    if (viewer) return reply.type(viewer.type).header('cache-control', REVALIDATE).send(viewer.body);
    // Aborts when the client goes before its answer: a render only it waited for is then dropped.
    const left = new AbortController();
    const onClose = () => left.abort();
    reply.raw.once('close', onClose);
    let generated;
    try {
      if (!pace.admit(request.ip)) {
        await sleep(pace.holdSeconds * 1000, undefined, { signal: left.signal });
        return tooBusy(reply, new QueueBusy(429, pace.holdSeconds));
      }
      const { name, services } = request.workspace;
      const data = { name, prisma: services.database.prisma, today: () => services.clock().today };
      generated = await media.file(path, { address: request.ip, signal: left.signal, data });
    } catch (error) {
      // Nobody to answer: the client left (its render, if only it waited for it, was dropped).
      if (left.signal.aborted) return reply.hijack();
      if (!(error instanceof QueueBusy)) throw error;
      return tooBusy(reply, error);
    } finally {
      reply.raw.off('close', onClose);
    }
    if (!generated) return reply.callNotFound();
    reply.header('etag', generated.etag).header('cache-control', generated.cacheControl);
    if (request.headers['if-none-match'] === generated.etag) return reply.code(304).send();
    return reply.type(generated.type).send(generated.body);
  });
}

/** The small poster's width: wider requests get the large one. */
const POSTER_WIDTH = 640;

/** The ?w= of a picture request (0 without one); anything but an integer from 1 to 10000 is a 400 naming it. */
function shownWidth(query: unknown): number {
  const value = (query as { w?: unknown } | undefined)?.w;
  if (value === undefined) return 0;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 10_000)
    throw badRequest('querystring/w', 'must be an integer from 1 to 10000');
  return Number(value);
}

export default fp(frontendRoutes, { name: 'frontend-routes', dependencies: ['database', 'envelope'], encapsulate: true });
