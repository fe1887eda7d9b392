// Reading the rest of a refused request body before answering. A server that answers 413 and closes while
// the client is still sending makes the client's kernel see a reset: the client reports a broken pipe and
// never reads the 413 (nginx's "lingering close" exists for the same reason). The rest is counted and
// dropped, never buffered, and a client that sends more than `maxBytes` or for longer than `maxMs` is cut off.
import type { IncomingMessage } from 'node:http';

export interface DiscardLimits {
  /** Bytes read and dropped after the refusal before giving up (beyond it the connection is closed). */
  maxBytes: number;
  /** Time allowed for the rest of the body to arrive. */
  maxMs: number;
}

export const DEFAULT_DISCARD_LIMITS: DiscardLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 15_000 };

/** 'drained' when the client has sent its whole body (the answer will reach it), 'cut-off' otherwise. */
export function discardRequestBody(request: IncomingMessage, limits: DiscardLimits): Promise<'drained' | 'cut-off'> {
  if (request.complete || request.readableEnded) return Promise.resolve('drained');
  if (Number(request.headers['content-length']) > limits.maxBytes) return Promise.resolve('cut-off');
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (outcome: 'drained' | 'cut-off') => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('error', onCutOff).off('close', onCutOff);
      if (outcome === 'cut-off') request.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.maxBytes) finish('cut-off');
    };
    const onEnd = () => finish('drained');
    const onCutOff = () => finish('cut-off');
    const timer = setTimeout(onCutOff, limits.maxMs);
    request.on('data', onData).on('end', onEnd).on('error', onCutOff).on('close', onCutOff);
    request.resume();
  });
}
