// Oversized bodies over a real socket: the 413 envelope must reach the client, not a broken pipe. app.inject
// cannot show this (no socket), and a client in the server's own process rarely does (they take turns on one
// event loop), so the concurrent sends go to the server started as its own process.
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp, startServerProcess, type ServerProcess } from './helpers';

const BODY_LIMIT = 256 * 1024;

interface Outcome {
  status: number;
  code?: number;
  /** The transport error's cause (EPIPE, ECONNRESET, ...), when no answer arrived. */
  transportError?: string;
}

async function post(url: string, bytes: number, token?: string): Promise<Outcome> {
  // A JSON body with a padding field, as the fuzzer and a form with a big base64 image send it.
  const body = `{"tenantId":1,"padding":"${'x'.repeat(bytes - 32)}"}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const envelope = (await response.json()) as { code: number };
    return { status: response.status, code: envelope.code };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, transportError: cause?.code ?? cause?.message ?? String(error) };
  }
}

describe('a body over the limit, against the server in its own process', () => {
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    server = await startServerProcess();
    const login = await fetch(`${server.baseUrl}/api/getAccessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ACCOUNTS.admin),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(() => server?.stop());

  it.each([
    ['1.2x', 1.2],
    ['4x', 4],
    ['25x', 25],
  ])('%s the limit, 50 at a time: every client reads its answer in the envelope, no transport error', async (_, factor) => {
    const url = `${server.baseUrl}/api/project/v2/authList`;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(url, Math.round(BODY_LIMIT * factor), i % 2 ? token : undefined)),
    );
    // With a token the body is refused as too large; without one the token check answers first (as a real
    // backend's auth filter does), and its 401 must arrive just as well.
    const expected = outcomes.map((_, i) => (i % 2 ? { status: 413, code: 413 } : { status: 401, code: 401 }));
    expect(outcomes).toEqual(expected);
  });

  it('a body under the limit is still read and answered', async () => {
    const outcome = await post(`${server.baseUrl}/api/project/v2/authList`, BODY_LIMIT - 1024, token);
    expect(outcome).toEqual({ status: 200, code: 200 });
  });
});

/** Sends headers declaring `declared` bytes, then `chunk` every 20 ms; resolves with what came back and when. */
function trickle(port: number, path: string, declared: number, chunk: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.write(`POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`);
    const timer = setInterval(() => socket.writable && socket.write('x'.repeat(chunk)), 20);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started });
    });
  });
}

describe('a client that never stops sending', () => {
  it('is answered 413 and cut off after the discard time, without the server buffering it', async () => {
    const { app } = await startApp({ oversizedBodyDiscard: { maxBytes: 64 * 1024 * 1024, maxMs: 300 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { answer, ms } = await trickle(port, '/api/getAccessToken', 32 * 1024 * 1024, 64 * 1024);
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(ms).toBeLessThan(5_000);
  });

  it('declaring more than the discard limit is cut off at once', async () => {
    const { app } = await startApp({ oversizedBodyDiscard: { maxBytes: 1024 * 1024, maxMs: 60_000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { ms } = await trickle(port, '/api/getAccessToken', 2 * 1024 * 1024, 1024);
    expect(ms).toBeLessThan(5_000);
  });
});
