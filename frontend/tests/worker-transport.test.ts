// Calls from the API worker: the page sends its calls itself until the worker is ready and for good when it cannot
// start; a worker failing with calls in flight ends them as "no response" and never sends them twice; an abort
// reaches the worker. The worker's own script answers with the status, the headers and the body parsed once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outgoing, Received, Transport } from '@/lib/api/answer';
import type { FromPage, FromWorker } from '@/lib/api/worker-messages';
import { workerTransport } from '@/lib/api/worker-transport';

const call: Outgoing = { url: 'http://backend.test/api/dashboard/labourTop', method: 'POST', headers: {}, body: '{}' };
const fromPageAnswer: Received = { status: 200, headers: new Headers(), answer: { from: 'page' } };

/** A Worker double: what the page posts is recorded; the test speaks for the worker. */
class FakeWorker extends EventTarget {
  posted: FromPage[] = [];
  terminated = false;
  postMessage(message: FromPage) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FromWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  lastSent() {
    const sent = this.posted.filter((message) => message.kind === 'send');
    return sent.at(-1)!;
  }
}

function setUp(startWorker?: () => Worker) {
  const worker = new FakeWorker();
  const fromPage = vi.fn<Transport>(async () => fromPageAnswer);
  const start = vi.fn(startWorker ?? (() => worker as unknown as Worker));
  return { worker, fromPage, start, transport: workerTransport(start, fromPage) };
}

const signal = () => new AbortController().signal;

describe('the API worker transport', () => {
  it('sends from the page until the worker is ready, then through the worker', async () => {
    const { worker, fromPage, start, transport } = setUp();
    await expect(transport(call, signal())).resolves.toBe(fromPageAnswer);
    expect(start).toHaveBeenCalledOnce();
    expect(worker.posted).toEqual([]);

    worker.say({ kind: 'ready' });
    const answered = transport(call, signal());
    const sent = worker.lastSent();
    expect(sent).toEqual({ kind: 'send', id: expect.any(Number), outgoing: call });
    worker.say({ kind: 'received', id: sent.id, status: 200, headers: [['x-business-time-zone', 'Asia/Shanghai']], answer: { n: 1 } });
    const received = await answered;
    expect(received.status).toBe(200);
    expect(received.answer).toEqual({ n: 1 });
    expect(received.headers.get('x-business-time-zone')).toBe('Asia/Shanghai');
    expect(fromPage).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledOnce();
  });

  it('matches each answer to its call when they come back out of order', async () => {
    const { worker, transport } = setUp();
    await transport(call, signal());
    worker.say({ kind: 'ready' });
    const first = transport(call, signal());
    const firstId = worker.lastSent().id;
    const second = transport(call, signal());
    const secondId = worker.lastSent().id;
    worker.say({ kind: 'received', id: secondId, status: 200, headers: [], answer: 'second' });
    worker.say({ kind: 'failed', id: firstId });
    await expect(second).resolves.toMatchObject({ answer: 'second' });
    await expect(first).rejects.toThrow(TypeError);
  });

  it('keeps sending from the page when the worker cannot start', async () => {
    const cannot = setUp(() => {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    });
    await cannot.transport(call, signal());
    await cannot.transport(call, signal());
    expect(cannot.fromPage).toHaveBeenCalledTimes(2);
    expect(cannot.start).toHaveBeenCalledOnce();

    const missing = setUp();
    await missing.transport(call, signal());
    missing.worker.dispatchEvent(new Event('error'));
    missing.worker.say({ kind: 'ready' });
    await missing.transport(call, signal());
    expect(missing.fromPage).toHaveBeenCalledTimes(2);
    expect(missing.worker.posted).toEqual([]);
  });

  // messageerror: an answer that could not be read on the page, whose call cannot be told.
  it.each(['error', 'messageerror'])('ends the calls in flight as no answer on %s, and sends the next from the page', async (failure) => {
    const { worker, fromPage, transport } = setUp();
    await transport(call, signal());
    worker.say({ kind: 'ready' });
    const inFlight = transport(call, signal());
    worker.dispatchEvent(new Event(failure));
    await expect(inFlight).rejects.toThrow(TypeError);
    expect(worker.terminated).toBe(true);
    // The failed call is not sent again: a write the worker may have sent must not happen twice.
    expect(fromPage).toHaveBeenCalledOnce();
    await expect(transport(call, signal())).resolves.toBe(fromPageAnswer);
    expect(fromPage).toHaveBeenCalledTimes(2);
  });

  it('rejects an aborted call at once and tells the worker to abort it', async () => {
    const { worker, transport } = setUp();
    await transport(call, signal());
    worker.say({ kind: 'ready' });
    const controller = new AbortController();
    const pending = transport(call, controller.signal);
    const { id } = worker.lastSent();
    const timeout = new DOMException('timeout', 'TimeoutError');
    controller.abort(timeout);
    await expect(pending).rejects.toBe(timeout);
    expect(worker.posted.at(-1)).toEqual({ kind: 'abort', id });
    // A late answer to the aborted call is dropped.
    worker.say({ kind: 'received', id, status: 200, headers: [], answer: null });
  });
});

describe('the API worker script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function startScript(fetchImpl: (request: Request) => Promise<Response>) {
    const posted: FromWorker[] = [];
    let onMessage: (event: { data: FromPage }) => void = () => undefined;
    vi.stubGlobal('fetch', fetchImpl);
    vi.stubGlobal('postMessage', (message: FromWorker) => posted.push(message));
    vi.stubGlobal('addEventListener', (type: string, listener: typeof onMessage) => {
      if (type === 'message') onMessage = listener;
    });
    await import('@/lib/api/transport.worker');
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { posted, send: (message: FromPage) => onMessage({ data: message }), settled };
  }

  it('says it is ready, then posts each answer with its status, its headers and its body parsed once', async () => {
    const seen: Request[] = [];
    const worker = await startScript(async (request) => {
      seen.push(request);
      return new Response('{"code":200,"data":{"id":6751064696144350703}}', { status: 200, headers: { 'x-business-clock': 'frozen' } });
    });
    expect(worker.posted).toEqual([{ kind: 'ready' }]);
    worker.send({ kind: 'send', id: 7, outgoing: { ...call, headers: { Authorization: 'Bearer t' } } });
    await worker.settled();
    expect(seen[0]!.url).toBe(call.url);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer t');
    expect(await seen[0]!.text()).toBe('{}');
    const answer = worker.posted[1] as Extract<FromWorker, { kind: 'received' }>;
    expect(answer).toMatchObject({ kind: 'received', id: 7, status: 200, answer: { code: 200, data: { id: '6751064696144350703' } } });
    expect(answer.headers).toContainEqual(['x-business-clock', 'frozen']);
  });

  it('posts a failure when no answer came, and aborts a call the page gave up on', async () => {
    const worker = await startScript(
      (request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    worker.send({ kind: 'send', id: 1, outgoing: call });
    worker.send({ kind: 'abort', id: 1 });
    await worker.settled();
    expect(worker.posted.at(-1)).toEqual({ kind: 'failed', id: 1 });
  });
});
