// The security headers of a public demo, through @fastify/helmet, on the pages, their assets, /docs and /__mock/.
// One Content-Security-Policy serves the app, the control page (/__mock/) and Swagger UI (/docs): none of them
// runs eval or anything from another origin, so scripts are 'self', plus the inline scripts of the built
// index.html by their SHA-256 (read once at boot; a rebuild needs a restart, which `npm start` does anyway). Styles need
// 'unsafe-inline': Semi UI and Swagger UI set style attributes and insert <style> elements at run time.
// Left out on purpose: upgrade-insecure-requests and HSTS (the mock is served over plain http, often on a LAN
// address, where both would break it), and Cross-Origin-Resource-Policy is cross-origin because a frontend built
// with VITE_API_BASE on another origin loads the mock's media (/static, /upload) as images.
// Registered for the pages only (routes/site.ts): the API's operations and the not-found envelope send
// API_SECURITY_HEADERS instead, since @fastify/helmet runs two hooks and helmet anew on every request it covers,
// and a JSON answer, never rendered as a page, needs only the headers that stop it being sniffed or framed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The CSP sources of the inline scripts of the built index.html ('sha256-...'), none without a build. */
function inlineScriptSources(frontendDist: string | null): string[] {
  const page = frontendDist && join(frontendDist, 'index.html');
  if (!page || !existsSync(page)) return [];
  const scripts = readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for Semi's and Swagger UI's inline icons, blob: for pictures made in the browser (exports, previews).
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The headers of a JSON answer (OWASP's REST security cheat sheet), set as they are on every API answer. */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export default fp(
  async (app, { frontendDist }: { frontendDist: string | null }) => {
    const scriptSrc = [...CONTENT_SECURITY_POLICY.scriptSrc, ...inlineScriptSources(frontendDist)];
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, scriptSrc } },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'security-headers' },
);
