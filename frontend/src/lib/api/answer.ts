// Receiving an answer: its status, its headers and its body parsed once. Used by the page's fetch and by the API
// worker (transport.worker.ts) alike, so it imports nothing that needs a document or the app's stores.
import { unsafeNumbers } from '@smartsite/api/json-numbers';

/** A call as it goes out: plain data, so that it can be handed to the API worker. */
export interface Outgoing {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** An answer as the client reads it: the body already parsed (undefined when it is not JSON). */
export interface Received {
  status: number;
  headers: Headers;
  answer: unknown;
}

/** Sends a call and receives its answer; rejects when no answer came (network failure, abort, timeout). */
export type Transport = (outgoing: Outgoing, signal: AbortSignal) => Promise<Received>;

const INTEGER = /^-?\d+$/;

/**
 * The answer's JSON, parsed once. An integer beyond 2^53-1 (a backend's 19-digit snowflake id) keeps its digits as
 * a string, the form lib/ids.ts compares and sends back; JSON.parse alone would round it into another id.
 * Undefined when the body is not JSON (a proxy's HTML error page).
 */
export function parseAnswer(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  for (const { pointer, token } of unsafeNumbers(text)) {
    if (!INTEGER.test(token)) continue;
    const path = pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (path.length === 0) return token;
    const key = path.pop()!;
    const parent = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], parsed) as Record<string, unknown>;
    parent[key] = token;
  }
  return parsed;
}

/** A transport over a fetch function on the thread it runs on. */
export function fetchTransport(fetchImpl: (request: Request) => Promise<Response>): Transport {
  return async ({ url, method, headers, body }, signal) => {
    const response = await fetchImpl(new Request(url, { method, headers, body, signal }));
    return { status: response.status, headers: response.headers, answer: parseAnswer(await response.text()) };
  };
}
