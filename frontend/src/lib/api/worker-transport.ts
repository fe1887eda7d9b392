// Calls sent from a worker. On a phone's CPU or a TV box's, starting a fetch, Blink's loading of the answer, reading
// and parsing it cost about 10 ms of main thread a call (a board's refresh is three or four calls); from a worker
// the page only posts the call and takes the parsed answer (README, "Main thread on slow devices").
//
// The page sends its calls itself until the worker says it is ready, so the first calls of a load never wait for
// the worker's script, and for good if the worker cannot start (a policy forbidding workers, a missing file).
// A worker that fails once it took calls (an error, or an answer the page cannot read) answers none of them again:
// its pending calls end as "no response" (a write it may have sent is not sent twice) and the page sends the next
// calls itself.
import type { Outgoing, Received, Transport } from './answer';
import type { FromPage, FromWorker } from './worker-messages';

type Pending = { resolve: (received: Received) => void; reject: (reason: unknown) => void };

export function workerTransport(startWorker: () => Worker, fromPage: Transport): Transport {
  let worker: Worker | undefined;
  let state: 'idle' | 'starting' | 'ready' | 'failed' = 'idle';
  let lastId = 0;
  const pending = new Map<number, Pending>();

  function start(): void {
    state = 'starting';
    try {
      worker = startWorker();
    } catch {
      state = 'failed';
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => receive(event.data));
    worker.addEventListener('error', fail);
    // An answer the page could not deserialise names no call: the worker is taken as failed rather than leaving
    // that call to its timeout.
    worker.addEventListener('messageerror', fail);
  }

  function fail(): void {
    state = 'failed';
    worker?.terminate();
    for (const call of pending.values()) call.reject(new TypeError('The API worker stopped'));
    pending.clear();
  }

  function receive(message: FromWorker): void {
    if (message.kind === 'ready') {
      if (state === 'starting') state = 'ready';
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.kind === 'failed') call.reject(new TypeError('Failed to fetch'));
    else call.resolve({ status: message.status, headers: new Headers(message.headers), answer: message.answer });
  }

  function post(message: FromPage): void {
    worker!.postMessage(message);
  }

  function sendFromWorker(outgoing: Outgoing, signal: AbortSignal): Promise<Received> {
    const id = ++lastId;
    return new Promise<Received>((resolve, reject) => {
      const abort = () => {
        if (!pending.delete(id)) return;
        post({ kind: 'abort', id });
        reject(signal.reason);
      };
      signal.addEventListener('abort', abort, { once: true });
      pending.set(id, { resolve, reject });
      post({ kind: 'send', id, outgoing });
    });
  }

  return (outgoing, signal) => {
    if (state === 'idle') start();
    return state === 'ready' ? sendFromWorker(outgoing, signal) : fromPage(outgoing, signal);
  };
}
