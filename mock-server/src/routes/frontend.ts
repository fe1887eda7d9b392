// The built frontend (hash routing, so only / and its assets are fetched); other unknown paths fall
// through to the 404 envelope. Without a build, / goes to the docs page. Seeded media (avatars,
// camera posters, photos, BIM models, ...) point under /static/; what the build does not provide is generated
// (media/library.ts: site pictures and glTF models, the same bytes for the same seed). Any other image name is
// answered with a grey card naming the file.
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MediaLibrary } from '../media/library';

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 640×360 grey card naming the file, served as SVG. */
const placeholderImage = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
  `<rect width="640" height="360" fill="#1f2d3d"/><rect x="8" y="8" width="624" height="344" fill="none" stroke="#3a6ea5" stroke-dasharray="8 6"/>` +
  `<text x="320" y="188" fill="#9fc3e8" font-family="sans-serif" font-size="22" text-anchor="middle">${escapeXml(path)}</text></svg>`;

export default async function frontendRoutes(app: FastifyInstance, { dist }: { dist: string | null }) {
  const built = dist !== null && existsSync(join(dist, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: dist, prefix: '/', index: ['index.html'] });
  else app.get('/', (_request, reply) => reply.redirect('/docs'));

  const media = new MediaLibrary(app.services.prisma, () => app.services.clock().today);
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
