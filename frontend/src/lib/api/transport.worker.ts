// The API worker: sends the calls it is handed and posts back each answer parsed (worker-transport.ts). Loading,
// reading and parsing an answer happen here instead of on the page's main thread.
import { fetchTransport } from './answer';
import type { FromPage, FromWorker } from './worker-messages';

const transport = fetchTransport((request) => fetch(request));
const inFlight = new Map<number, AbortController>();
const post = (message: FromWorker) => postMessage(message);

addEventListener('message', (event: MessageEvent<FromPage>) => {
  const message = event.data;
  if (message.kind === 'abort') {
    inFlight.get(message.id)?.abort();
    return;
  }
  const { id, outgoing } = message;
  const controller = new AbortController();
  inFlight.set(id, controller);
  transport(outgoing, controller.signal)
    .then(({ status, headers, answer }) => post({ kind: 'received', id, status, headers: [...headers], answer }))
    .catch(() => post({ kind: 'failed', id }))
    .finally(() => inFlight.delete(id));
});

post({ kind: 'ready' });
