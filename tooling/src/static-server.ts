// Serves a frontend build on a free loopback port, as a production web server would: files from the build,
// index.html for anything else, and (optionally) the backend paths proxied to an API origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from './processes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The paths the Vite dev server proxies to the backend (frontend/vite.config.ts). */
const BACKEND_PATHS = ['/api', '/register', '/search', '/__mock', '/docs'];

export interface StaticServer {
  baseUrl: string;
  close: () => Promise<void>;
}

function proxy(request: IncomingMessage, response: ServerResponse, apiOrigin: string): void {
  const target = new URL(request.url ?? '/', apiOrigin);
  const upstream = forward(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/** The build's file when it has one; index.html for app routes. */
function serveFile(root: string, pathname: string, response: ServerResponse): void {
  const candidate = normalize(join(root, decodeURIComponent(pathname)));
  const found = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
  const file = found ? candidate : join(root, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

export async function serveBuild(root: string, options: { apiOrigin?: string } = {}): Promise<StaticServer> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const backendPath = BACKEND_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
    // A file the build lacks (seeded media such as /static/avatar/*.png) is the backend's to answer.
    const missingFile = extname(pathname) !== '' && !existsSync(join(root, normalize(decodeURIComponent(pathname))));
    if (backendPath || missingFile) {
      if (options.apiOrigin) return proxy(request, response, options.apiOrigin);
      if (missingFile) return void response.writeHead(404).end();
    }
    serveFile(root, pathname, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
