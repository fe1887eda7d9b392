// Forwards one API call to the upstream backend and reads its whole answer, or says why the mock should answer
// instead: the upstream lacks the operation (404, 405, 501), did not answer within the timeout, or is unreachable.
import type { FallbackReason } from './drift-report';

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
}

export type UpstreamOutcome = { answer: UpstreamAnswer } | { fallback: FallbackReason; detail: string };

/** Statuses that say the backend has no such operation yet. */
const MISSING: Record<number, FallbackReason> = { 404: 'upstream-404', 405: 'upstream-405', 501: 'upstream-501' };

/**
 * Not forwarded: hop-by-hop headers, the host (the upstream's own), the body length (recomputed), every `x-mock-*`
 * header (the mock's own: its control token must never reach another server, and a workspace or scenario name means
 * nothing there) and accept-encoding: the answer is asked for uncompressed, so the bytes the client gets are the
 * bytes the upstream sent.
 */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding', 'upgrade']);
const MOCK_HEADER = 'x-mock-';

function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || name.startsWith(MOCK_HEADER)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export async function forward(
  upstream: string,
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: Buffer },
  timeoutMs: number,
): Promise<UpstreamOutcome> {
  try {
    const response = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers: forwardedHeaders(request.headers),
      ...(request.body.length ? { body: request.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const missing = MISSING[response.status];
    if (missing) return { fallback: missing, detail: `upstream answered ${response.status}` };
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    return { answer: { status: response.status, headers, setCookies: response.headers.getSetCookie(), body } };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { fallback: 'upstream-timeout', detail: `no answer within ${timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { fallback: 'upstream-unreachable', detail: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}
