// A drifting backend for the harness's own self-test (src/drift-self-test.ts): the in-process mock behind a
// proxy that rewrites its answers. Profile "drifts" makes departures that break the client (each must be
// reported as breaks-client at its pointer); profile "variations" makes departures the spec's request layer
// tolerates (they must give no breaks-client finding at all).
import { operations } from './contract';
import type { RuleId } from '@smartsite/api/judge';
import type { HttpResponse, Transport } from './transport';

export const DRIFT_PROFILES = ['drifts', 'variations'] as const;
export type DriftProfile = (typeof DRIFT_PROFILES)[number];

export const isDriftProfile = (value: string): value is DriftProfile => (DRIFT_PROFILES as readonly string[]).includes(value);

type Envelope = Record<string, unknown> & { data?: unknown };

export interface Alteration {
  what: string;
  /** The one operation whose success answers (HTTP 200) it rewrites; every answer of every operation when absent. */
  operationId?: string;
  alter(res: HttpResponse, envelope: Envelope): HttpResponse;
  /** The finding the judge must make: the rule, and for a drift the JSON pointer. */
  reported: { rule: RuleId; pointer?: string };
  /** An operation that cannot run without the altered answer: it must be listed as blocked by this one. */
  blocks?: string;
}

const withBody = (res: HttpResponse, body: unknown): HttpResponse => ({ ...res, text: JSON.stringify(body) });
const dataOf = (envelope: Envelope) => (envelope.data ?? {}) as Record<string, unknown>;

export const ALTERATIONS: Record<DriftProfile, Alteration[]> = {
  drifts: [
    {
      what: 'login answer names its token accessToken',
      operationId: 'getAccessToken',
      alter: (res, envelope) => {
        const { token, ...rest } = dataOf(envelope);
        return withBody(res, { ...envelope, data: { ...rest, accessToken: token } });
      },
      reported: { rule: 'field-missing', pointer: '/data/token' },
    },
    {
      what: 'user info sends tenantId as a string',
      operationId: 'getUserInfo',
      alter: (res, envelope) => withBody(res, { ...envelope, data: { ...dataOf(envelope), tenantId: String(dataOf(envelope).tenantId) } }),
      reported: { rule: 'field-retyped', pointer: '/data/tenantId' },
    },
    {
      what: 'authorised projects wrapped in an object instead of a list',
      operationId: 'listAuthorisedProjectsV2',
      alter: (res, envelope) => withBody(res, { ...envelope, data: { list: envelope.data } }),
      reported: { rule: 'field-retyped', pointer: '/data' },
    },
    {
      what: 'menu list with code 200 and success false',
      operationId: 'getMenuListV2',
      alter: (res, envelope) => withBody(res, { ...envelope, success: false }),
      reported: { rule: 'success-not-true', pointer: '/success' },
    },
    {
      what: 'router list answers an HTML page',
      operationId: 'getRouterListV2',
      alter: (res) => ({ ...res, headers: { ...res.headers, 'content-type': 'text/html' }, text: '<html><body>Bad Gateway</body></html>' }),
      reported: { rule: 'unreadable-body', pointer: '' },
    },
    {
      what: 'dashboard config answers 500',
      operationId: 'getV2DashboardConfig',
      alter: (res) => withBody({ ...res, status: 500 }, { code: 500, msg: '服务器发生错误', success: false, data: null }),
      reported: { rule: 'server-error', pointer: '' },
    },
    {
      what: 'time-lapse videos as an object keyed by index instead of a list',
      operationId: 'listDelayedVideos',
      alter: (res, envelope) => {
        const list = dataOf(envelope).list;
        return withBody(res, { ...envelope, data: { ...dataOf(envelope), list: Array.isArray(list) ? { ...list } : list } });
      },
      reported: { rule: 'field-retyped', pointer: '/data/list' },
      blocks: 'getDelayedVideo',
    },
  ],
  variations: [
    {
      what: 'errors answered with HTTP 200, the status in the body code (vab-style)',
      alter: (res) => (res.status >= 400 ? { ...res, status: 200 } : res),
      reported: { rule: 'status-in-body-only' },
    },
    {
      what: 'empty msg on every answer',
      alter: (res, envelope) => withBody(res, { ...envelope, msg: '' }),
      reported: { rule: 'msg-not-the-reason' },
    },
    {
      what: 'success code 0 without a success flag',
      alter: (res, envelope) => {
        if (res.status !== 200 || envelope.code !== 200) return res;
        const { success: _success, ...rest } = envelope;
        return withBody(res, { ...rest, code: 0 });
      },
      reported: { rule: 'success-flag-missing' },
    },
    {
      what: 'JSON sent as text/plain',
      alter: (res) => ({ ...res, headers: { ...res.headers, 'content-type': 'text/plain;charset=UTF-8' } }),
      reported: { rule: 'content-type' },
    },
    {
      what: 'fields the document does not name (trace id, timestamp)',
      alter: (res, envelope) => withBody(res, { ...envelope, traceId: 'c0ffee', timestamp: 1_700_000_000_000 }),
      reported: { rule: 'undocumented-field', pointer: '/traceId' },
    },
  ],
};

/** Every integer id (a field named id or ending in Id) as a digit string, at any depth. */
function idsToStrings(value: unknown, name = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => idsToStrings(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, idsToStrings(item, key)]));
  }
  return Number.isInteger(value) && (name === 'id' || name.endsWith('Id')) ? String(value) : value;
}

/**
 * The commonest real drift, one cause with hundreds of symptoms (a backend whose ids are strings): not part of a
 * self-test profile, it feeds the grouping test (test/harness/finding-groups.test.ts).
 */
export const IDS_AS_STRINGS: Alteration = {
  what: 'every id sent as a string',
  alter: (res, envelope) => withBody(res, { ...envelope, data: idsToStrings(envelope.data) }),
  reported: { rule: 'field-retyped' },
};

const operationAt = (method: string, url: string) => {
  const path = url.split('?')[0];
  return operations.find((op) => op.method === method.toLowerCase() && op.path === path);
};

/** The transport with every answer of a document operation rewritten by the profile's alterations. */
export function driftingTransport(inner: Transport, profile: DriftProfile): Transport {
  return {
    async send(req) {
      const res = await inner.send(req);
      const op = operationAt(req.method, req.url);
      if (!op) return res;
      return ALTERATIONS[profile]
        .filter((a) => a.operationId === undefined || (a.operationId === op.operationId && res.status === 200))
        .reduce((answer, a) => {
          try {
            const envelope = JSON.parse(answer.text) as unknown;
            return envelope !== null && typeof envelope === 'object' ? a.alter(answer, envelope as Envelope) : answer;
          } catch {
            return answer;
          }
        }, res);
    },
  };
}
