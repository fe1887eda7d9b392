// The built frontend served like a production site: precompressed Brotli and gzip copies chosen by
// Accept-Encoding, hashed files cached for a year, pages revalidated by ETag, and the security headers of a
// public demo on pages, assets, API answers and /docs. The build here is a small stand-in made by the test.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'smartsite-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const inlineScript = "document.getElementById('root').textContent = '智慧工地';";
const page = `<!doctype html><html><head><script type="module" src="/static/main-AbCd1234.js"></script></head><body><div id="root"></div><script>${inlineScript}</script>${'<p>智慧工地</p>'.repeat(200)}</body></html>`;
function writeBuild() {
  mkdirSync(join(dist, 'static'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const [name, content] of [
    ['index.html', page],
    ['static/main-AbCd1234.js', script],
  ] as const) {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
  }
  // Not in the manifest, so not named by its content: public/ files keep their names from build to build.
  writeFileSync(join(dist, 'help.html'), page);
  writeFileSync(join(dist, 'mock-control.html'), page);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'static/main-AbCd1234.js', isEntry: true } }));
}
writeBuild();

describe('the built frontend', async () => {
  const t = await startApp({ frontendDist: dist });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the Brotli copy to a client that accepts it, gzip to one that accepts only gzip, the file to others', async () => {
    const br = await get('/static/main-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/static/main-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/static/main-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches files named by their content for a year, and revalidates pages', async () => {
    expect((await get('/static/main-AbCd1234.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/help.html', '/__mock/']) {
      const reply = await get(url, { 'accept-encoding': 'br' });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 304 to a page revalidated with its ETag', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compresses on the fly what the build did not: API answers and the docs', async () => {
    const spec = await get('/docs/json', { 'accept-encoding': 'br' });
    expect(spec.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(spec.rawPayload).toString())).toHaveProperty('openapi');
    const users = await t.app.inject({
      method: 'POST',
      url: '/api/authUser/table',
      headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${await t.login({ username: 'admin', password: 'admin123' })}` },
      payload: { tenantId: 1, pageSize: 50 },
    });
    expect(users.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(users.rawPayload).toString())).toMatchObject({ code: 200 });
  });

  it('sends the security headers with pages, assets, API answers and the docs', async () => {
    for (const url of ['/', '/static/main-AbCd1234.js', '/__mock/', '/docs', '/docs/static/index.html']) {
      const { headers } = await get(url);
      expect(headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // Served over plain http, often on a LAN address: neither would help there.
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
    }
  });

  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it('sends the headers of a JSON answer with every operation, its errors too, and with the not-found envelope', async () => {
    for (const url of ['/api/unknown', '/static/nothing.txt', '/nothing/here']) {
      const { headers, statusCode } = await get(url);
      expect(statusCode, url).toBe(404);
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
    const token = await t.login({ username: 'admin', password: 'admin123' });
    for (const [body, auth] of [
      [{ tenantId: 1, projectId: 1 }, `Bearer ${token}`],
      [{ tenantId: 1, projectId: 1 }, 'Bearer forged'],
      [{ tenantId: 'one' }, `Bearer ${token}`],
    ] as const) {
      const { headers, statusCode } = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/labourIndex',
        payload: body,
        headers: { authorization: auth },
      });
      expect(headers['content-security-policy'], String(statusCode)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], String(statusCode)).toBe('nosniff');
      expect(headers['x-frame-options'], String(statusCode)).toBe('DENY');
      // Helmet itself does not run on operations (a page-only header of its own would show it did).
      expect(headers['cross-origin-opener-policy'], String(statusCode)).toBeUndefined();
    }
  });
});
