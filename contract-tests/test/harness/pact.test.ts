// Item 6 of issue 39: the Pact V4 consumer contract (src/pact.ts) is up to date, and Pact's own Verifier passes
// it against the mock (fresh seeded database, on a free port) and fails it against a provider that drops one
// field a screen reads, naming that field.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { operationMeta, type OperationId } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { buildApp, createTestDatabase, DEMO_ACCOUNTS, type TestDatabase } from '@smartsite/mock-server';
import { buildPact, PACT_FILE, pactText } from '../../src/pact';
import { shareLinkOverrides, shareTokenOf } from '../../src/share';

/** The mock on a fresh seeded database, on a free port. */
async function startMock() {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({ databaseUrl: database.url, frontendDist: null });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    close: async () => {
      await app.close();
      database.cleanup();
    },
  };
}

const pathOf = (operationId: OperationId) => operationMeta[operationId].path;

async function call(base: string, path: string, body: unknown, bearer?: string) {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { data: Record<string, unknown> };
}

/** A new session of the demo admin. */
const login = async (base: string, password: string = DEMO_ACCOUNTS.admin.password) =>
  (await call(base, pathOf('getAccessToken'), { username: DEMO_ACCOUNTS.admin.username, password })).data.token as string;

/**
 * The provider as the Verifier sees it: a mock of its own (each verification starts from the seed, since the
 * contract holds writes: removes, saves, a logout, a password change) behind a small proxy that puts in what a
 * consumer contract cannot hold, as the request filter of Pact's docs does: a live bearer token (the demo
 * admin's; a logout gets a session of its own, and a password change, which ends the sessions, a new one), for getShareSession
 * the display-share token of a link made for the run, and for a phone login or a registration the SMS code just
 * sent to the phone. A password change is undone once answered, so the interactions after it log in as before.
 * It is done here because pact-js 16's own requestFilter proxy left getShareSession's request hanging until its
 * 30 s timeout. `drop` removes one answer field of one path: a drifting provider.
 */
async function provider(drop?: { path: string; field: string }): Promise<{ url: string; close(): Promise<void> }> {
  const mock = await startMock();
  const { base } = mock;
  // getShareSession answers a display-share token only: the one of a link made for this run.
  const link = await call(base, pathOf('createShareLink'), { ...shareLinkOverrides(), tenantId: 1, projectId: 1 }, await login(base));
  const shareToken = shareTokenOf(link.data);
  expect(shareToken).toBeTruthy();
  const byCode = new Set<string>([pathOf('savePhonePassword'), pathOf('register')]);
  let session = await login(base);
  const answer = async (url: string, method: string, contentType: string | undefined, received: string | undefined) => {
    let body = received;
    const sent = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (byCode.has(url)) {
      await call(base, pathOf('sendLoginMsgCode'), { phone: sent.phone });
      const pending = await fetch(`${base}/__mock/sms/${String(sent.phone)}`);
      body = JSON.stringify({ ...sent, code: ((await pending.json()) as { data: { code: string } }).data.code });
    }
    // A logout ends the session it is sent with: it gets one of its own.
    const bearer = url === pathOf('getShareSession') ? shareToken : url === pathOf('logout') ? await login(base) : session;
    const upstream = await fetch(base + url, {
      method,
      headers: { 'content-type': contentType ?? 'application/json', authorization: `Bearer ${bearer}` },
      ...(body === undefined ? {} : { body }),
    });
    let text = await upstream.text();
    if (url === pathOf('changePassword') && upstream.ok) {
      const back = { oldPassword: sent.newPassword, newPassword: sent.oldPassword, password: sent.oldPassword, tenantId: sent.tenantId };
      await call(base, pathOf('changePassword'), back, await login(base, String(sent.newPassword)));
      session = await login(base);
    }
    if (drop && url === drop.path) {
      const envelope = JSON.parse(text) as { data: Record<string, unknown> };
      delete envelope.data[drop.field];
      text = JSON.stringify(envelope);
    }
    return { status: upstream.status, type: upstream.headers.get('content-type') ?? 'application/json', text };
  };
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
      answer(req.url ?? '/', req.method ?? 'GET', req.headers['content-type'], body).then(
        ({ status, type, text }) => {
          res.writeHead(status, { 'content-type': type });
          res.end(text);
        },
        // A failure of the adapter shows in the Verifier's report instead of leaving the request hanging.
        (error: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`the test's proxy failed: ${String(error)}`);
        },
      );
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await mock.close();
    },
  };
}

/**
 * Not verified here: getShareSession, the one interaction whose request body is an empty object. Its documented
 * example is `{}` (OptionalTenantBody), and the frontend's sends add only the tenant in context, which the
 * example leaves out. Pact's Verifier (pact-core 19.2.0, under pact-js 16.4) sends such a body as the headers
 * with `content-length: 2` and no body bytes, so any HTTP server, the mock included, waits for the two bytes
 * announced until the Verifier's timeout; curl and fetch send `{}` and are answered at once. The last test shows
 * the Verifier still does so: when it fails, the Verifier is fixed and getShareSession can come off this list.
 */
const UNVERIFIED = ['getShareSession'];

async function verify(drop?: { path: string; field: string }) {
  const { url, close } = await provider(drop);
  const pact = buildPact();
  const file = join(mkdtempSync(join(tmpdir(), 'smartsite-pact-')), 'pact.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions: pact.interactions.filter((i) => !UNVERIFIED.includes(i.key)) }));
  try {
    return await new Verifier({
      provider: 'smartsite-backend',
      providerBaseUrl: url,
      pactUrls: [file],
      logLevel: 'error',
    }).verifyProvider();
  } finally {
    await close();
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

describe('the Pact V4 consumer contract', () => {
  it('is the file npm run contract:pact writes (regenerate it when the usage or the document changes)', () => {
    expect(readFileSync(PACT_FILE, 'utf8')).toBe(pactText());
    expect(buildPact().interactions.length).toBeGreaterThan(100);
  });

  it('passes Pact’s own Verifier against the mock', async () => {
    const started = Date.now();
    await expect(verify()).resolves.toBeDefined();
    console.log(`${buildPact().interactions.length - UNVERIFIED.length} interactions verified in ${Date.now() - started} ms`);
  }, 120_000);

  it('fails against a provider that drops a field a screen reads, naming the operation and the field', async () => {
    // getAiDayChart's /data/categories: required, and read by the series chart of v1 项目概况 and v1 智慧监控.
    const drifted = buildPact().interactions.find((interaction) => interaction.key === 'getAiDayChart')!;
    expect(drifted.response.matchingRules.body).toHaveProperty(['$.data.categories']);
    const outcome = await verify({ path: drifted.request.path, field: 'categories' }).then(
      () => 'passed',
      (error: unknown) => String(error),
    );
    // Only the drifted interaction fails, and the report names its operation and the missing key.
    expect(/There were (\d+) pact failures/.exec(outcome)?.[1]).toBe('1');
    expect(outcome).toContain('getAiDayChart as read by');
    expect(outcome).toMatch(/\$\.data[^"]*-> Actual map is missing the following keys: categories/);
  }, 120_000);

  it('is left out because Pact’s Verifier announces an empty object body without sending it', async () => {
    const received: string[] = [];
    const server = createNetServer((socket) => socket.on('data', (chunk) => received.push(chunk.toString('latin1'))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pact = buildPact();
    const file = join(mkdtempSync(join(tmpdir(), 'smartsite-pact-')), 'pact.json');
    const emptyBody = pact.interactions.filter((interaction) => UNVERIFIED.includes(interaction.key));
    expect(emptyBody.map((interaction) => interaction.request.body?.content)).toEqual([{}]);
    writeFileSync(file, JSON.stringify({ ...pact, interactions: emptyBody }));
    try {
      const outcome = await new Verifier({
        provider: 'smartsite-backend',
        providerBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        pactUrls: [file],
        logLevel: 'error',
        timeout: 2000,
      })
        .verifyProvider()
        .then(() => 'passed', String);
      expect(outcome).toContain('error sending request');
      const request = received.join('');
      expect(request).toMatch(/content-length: 2\r\n/i);
      // The head ends the request: the two bytes it announces never come.
      expect(request.endsWith('\r\n\r\n')).toBe(true);
    } finally {
      server.close();
      rmSync(dirname(file), { recursive: true, force: true });
    }
  }, 60_000);
});
