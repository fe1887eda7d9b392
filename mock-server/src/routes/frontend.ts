// The built frontend (hash routing, so only / and its assets are fetched); other unknown paths fall
// through to the 404 envelope. Without a build, / goes to the docs page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export default async function frontendRoutes(app: FastifyInstance, { dist }: { dist: string | null }) {
  if (dist && existsSync(join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', index: ['index.html'] });
  } else {
    app.get('/', (_request, reply) => reply.redirect('/docs'));
  }
}
