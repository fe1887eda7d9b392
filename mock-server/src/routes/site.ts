// What a browser opens as a page or loads for one: the built frontend and its media, the docs (Swagger UI) and
// the control page, with the security headers of a public demo (@fastify/helmet). Encapsulated so those headers'
// hooks (helmet run anew on every request) never run on an API call: the operations, outside this context, send
// the headers of a JSON answer instead (API_SECURITY_HEADERS), and so does the not-found envelope.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '@smartsite/api/document';
import securityHeaders from '../plugins/external/security-headers';
import swagger from '../plugins/external/swagger';
import mockAdminRoutes from './mock-admin';
import frontendRoutes from './frontend';

interface SiteOptions {
  document: OpenApiDocument;
  frontendDist: string | null;
}

async function siteRoutes(site: FastifyInstance, { document, frontendDist }: SiteOptions) {
  await site.register(securityHeaders, { frontendDist });
  await site.register(swagger, { document });
  if (site.control.enabled) await site.register(mockAdminRoutes);
  await site.register(frontendRoutes, { dist: frontendDist });
}

export default fp(siteRoutes, { name: 'site-routes', dependencies: ['database', 'envelope', 'control'], encapsulate: true });
