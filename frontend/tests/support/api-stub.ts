// A fake backend for screen tests, keyed by operationId: fetch is replaced, so the real client, its middleware
// and SWR run, and each answer is typed from openapi.yaml (@smartsite/api). It records every call the screen
// really made, by operationId, with what it sent.
import { operationMeta, type OperationId, type RequestBody, type ResponseData } from '@smartsite/api';
import { vi } from 'vitest';

interface Refusal {
  refused: true;
  status: number;
  msg: string;
}

/** A refusal: the error envelope with this status and message. */
export const refused = (status: number, msg: string): Refusal => ({ refused: true, status, msg });

const isRefusal = (answer: unknown): answer is Refusal => typeof answer === 'object' && answer !== null && 'refused' in answer;

/** What the operation was sent: its JSON body (with tenantId / projectId as the request layer added them) or query. */
type SentInput<Op extends OperationId> = [RequestBody<Op>] extends [never] ? Record<string, string> : RequestBody<Op>;

/**
 * The answer to one operation: its data, a function of what was sent, a refusal, or a promise (one that never
 * settles keeps the call pending).
 */
type Answer<Op extends OperationId> =
  | ResponseData<Op>
  | Promise<ResponseData<Op>>
  | Refusal
  | ((sent: SentInput<Op>) => ResponseData<Op> | Promise<ResponseData<Op>> | Refusal);

export type Answers = { [Op in OperationId]?: Answer<Op> };

interface RecordedCall {
  /** The operation of the contract the request went to; undefined for a path the contract does not have. */
  operation: OperationId | undefined;
  path: string;
  sent: Record<string, unknown>;
}

export interface RecordedCalls extends ReadonlyArray<RecordedCall> {
  /** What was sent to the operation, call by call. */
  sentTo<Op extends OperationId>(operation: Op): SentInput<Op>[];
  /** The operations called, once each. */
  operations(): Set<OperationId>;
}

const byRoute = new Map<string, OperationId>(
  (Object.keys(operationMeta) as OperationId[]).map((operation) => {
    const { method, path } = operationMeta[operation];
    return [`${method.toUpperCase()} ${path}`, operation];
  }),
);

async function sentBy(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

const envelope = (status: number, msg: string, data: unknown = null) =>
  Response.json({ code: status, msg, success: status === 200, data }, { status });

/** Replaces fetch with the answers; an operation without an answer (or a path outside the contract) gets 404. */
export function stubApi(answers: Answers): RecordedCalls {
  const calls: RecordedCall[] = [];
  // Not enumerable: the record still equals a plain array of calls (toEqual([])).
  const recorded = Object.defineProperties(calls, {
    sentTo: {
      value: <Op extends OperationId>(operation: Op) =>
        calls.filter((call) => call.operation === operation).map((call) => call.sent as SentInput<Op>),
    },
    operations: { value: () => new Set(calls.flatMap((call) => (call.operation ? [call.operation] : []))) },
  }) as RecordedCall[] & RecordedCalls;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const operation = byRoute.get(`${request.method} ${path}`);
      const sent = await sentBy(request);
      calls.push({ operation, path, sent });
      const answer: unknown = operation && answers[operation];
      if (answer === undefined) return envelope(404, `no answer for ${operation ?? path}`);
      const given: unknown = await (typeof answer === 'function' ? (answer as (sent: unknown) => unknown)(sent) : answer);
      if (isRefusal(given)) return envelope(given.status, given.msg);
      return envelope(200, '服务器成功返回请求数据', given);
    }),
  );
  return recorded;
}
