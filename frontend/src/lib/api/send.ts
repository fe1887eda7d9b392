// The one send path (docs/requirements/calls.md#call-list, docs/requirements/envelope.md#error-catalogue, docs/requirements/shell.md#constants): send(operation, input, scope, policy). The operationId picks method and path
// from the generated operation table and its metadata (x-writes, public, scoped) the default policy; the scope
// (token, tenant, project) is passed in, the same one a panel's SWR key is made of, so key and request cannot
// disagree. Two interceptors, as small API clients have: the request one adds the scope and serialises the body
// once; the response one checks the envelope of the answer the transport parsed once (answer.ts: on the page, or in
// the API worker, worker-transport.ts) and applies the error catalogue.
import { operationMeta, type OperationId, type operations, type RequestBody, type ResponseData } from '@smartsite/api';
import { NO_RESPONSE, apiBaseUrl, contentType, requestTimeoutMs } from '@/config/network';
import { currentScope } from '@/stores/context';
import { beginOverlay, endOverlay } from '@/stores/loading';
import { noteBusinessTime } from '../business-clock';
import type { Id } from '../ids';
import { fetchTransport, type Outgoing, type Received, type Transport } from './answer';
import { readEnvelope } from './envelope';
import { handleFailure } from './failure';
import { workerTransport } from './worker-transport';

type MethodOf<Op extends OperationId> = (typeof operationMeta)[Op]['method'];

/** Every POST operation (JSON body). */
export type PostOperation = { [Op in OperationId]: MethodOf<Op> extends 'post' ? Op : never }[OperationId];

type ScopeField = 'tenantId' | 'projectId';

/**
 * The body a caller passes: send adds tenantId and (for scoped calls) projectId from the scope. Distributes over
 * a union of operations, so a panel typed for "any chart call" accepts each one's fields.
 */
export type CallBody<Op extends OperationId> = Op extends PostOperation
  ? Omit<RequestBody<Op>, ScopeField> & Partial<Pick<RequestBody<Op>, Extract<keyof RequestBody<Op>, ScopeField>>>
  : never;

/** The query parameters of a GET operation. */
type CallQuery<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Query } ? Query : never;

/** What a call sends: the body of a POST operation, the query parameters of a GET one. */
export type CallInput<Op extends OperationId> = Op extends PostOperation ? CallBody<Op> : CallQuery<Op>;

/** POST operations whose answer has the given shape, e.g. every operation answering a Chart. */
export type OperationsAnswering<Shape> = { [Op in PostOperation]: ResponseData<Op> extends Shape ? Op : never }[PostOperation];

/** Who sends and for what: the session store's token, tenant and project (stores/context.ts). */
export interface Scope {
  token?: string;
  tenantId?: Id;
  projectId?: Id;
}

/** What the shell does around a call. */
export interface Policy {
  /** A failure is shown as a toast and logged. Off for calls whose failure only leaves a part of the page empty. */
  toast: boolean;
  /**
   * A failure is ignored altogether, a 403 included (docs/requirements/envelope.md#silent-failures: project list, tenant info; logout). A 401 still
   * ends the session. Implies no toast.
   */
  quiet: boolean;
  /** The loading overlay covers the page while the call is pending (docs/requirements/envelope.md#loading-overlay). */
  overlay: boolean;
}

/** The operation's own policy: writes get the overlay (x-writes), every failure is shown. */
export function policyOf(operation: OperationId): Policy {
  return { toast: true, quiet: false, overlay: operationMeta[operation].writes };
}

/** The body sent: the input, plus tenantId always and projectId for scoped operations, unless the input names them. */
export function bodyOf(operation: OperationId, input: unknown, scope: Scope): Record<string, unknown> {
  const body = { ...(input as Record<string, unknown> | undefined) };
  if (body.tenantId === undefined && scope.tenantId !== undefined) body.tenantId = scope.tenantId;
  if (body.projectId === undefined && scope.projectId !== undefined && operationMeta[operation].requiresProjectId)
    body.projectId = scope.projectId;
  return body;
}

function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The test-only usage probe (frontend/tests/support/usage-recorder.ts): told what each call sends, it hands back
 * the answer's data wrapped so that the fields a screen reads are recorded (contract-tests/usage/frontend.json).
 * Looked up only when MODE is 'test' (vitest): a build replaces import.meta.env.MODE with 'production', so the
 * bundle drops the branch and production pays nothing.
 */
export interface UsageProbe {
  sent(operation: OperationId, input: unknown): void;
  answer(operation: OperationId, data: unknown): unknown;
}

const usageProbe = (): UsageProbe | undefined =>
  import.meta.env.MODE === 'test' ? (globalThis as { __smartsiteUsage?: UsageProbe }).__smartsiteUsage : undefined;

/** The page's own fetch, looked up per call, so that a test's stubbed fetch answers. */
const pageFetch = fetchTransport((request) => globalThis.fetch(request));

/**
 * In a browser, calls go through the API worker once it has started (worker-transport.ts); where there is no
 * Worker (vitest's jsdom), from the page.
 */
const appTransport: Transport =
  typeof Worker === 'function'
    ? workerTransport(() => new Worker(new URL('./transport.worker.ts', import.meta.url), { type: 'module', name: 'api' }), pageFetch)
    : pageFetch;

export interface ApiClientOptions {
  baseUrl?: string;
  /** Calls go through this fetch, on the page (tests). */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? (apiBaseUrl || window.location.origin)).replace(/\/+$/, '');
  const transport = options.fetch ? fetchTransport(options.fetch) : appTransport;
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;

  /** Request interceptor: the bearer token and the scope; the body serialised here, once. */
  function outgoingOf(operation: OperationId, input: unknown, scope: Scope): Outgoing {
    const { method, path } = operationMeta[operation];
    const headers: Record<string, string> = {};
    if (scope.token) headers.Authorization = `Bearer ${scope.token}`;
    if (method === 'get') {
      usageProbe()?.sent(operation, input);
      return { url: `${baseUrl}${path}${queryOf(input)}`, method: 'GET', headers };
    }
    headers['Content-Type'] = contentType;
    const sent = bodyOf(operation, input, scope);
    usageProbe()?.sent(operation, sent);
    return { url: `${baseUrl}${path}`, method: 'POST', headers, body: JSON.stringify(sent) };
  }

  /** Response interceptor: the envelope of the answer parsed once, the error catalogue; a failure rejects with an ApiError. */
  function answerOf(operation: OperationId, received: Received, policy: Policy): unknown {
    noteBusinessTime(received.headers);
    const outcome = readEnvelope(received.status, received.answer);
    if (outcome.ok) {
      const probe = usageProbe();
      return probe ? probe.answer(operation, outcome.data) : outcome.data;
    }
    throw handleFailure({ ...failureContext(operation, policy), code: outcome.code, msg: outcome.msg });
  }

  function failureContext(operation: OperationId, policy: Policy) {
    const { method, path, isPublic } = operationMeta[operation];
    return {
      call: `${method.toUpperCase()} ${path}`,
      publicCall: isPublic,
      silent: policy.quiet || !policy.toast,
      stayOnForbidden: policy.quiet,
    };
  }

  async function send<Op extends OperationId>(
    operation: Op,
    input: CallInput<Op> | undefined,
    scope: Scope,
    override: Partial<Policy> = {},
  ): Promise<ResponseData<Op>> {
    const policy = { ...policyOf(operation), ...override };
    const controller = new AbortController();
    // A timeout surfaces as a rejected call, i.e. "no response" (docs/requirements/envelope.md#no-response).
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    if (policy.overlay) beginOverlay();
    try {
      let received: Received;
      try {
        received = await transport(outgoingOf(operation, input, scope), controller.signal);
      } catch {
        throw handleFailure({ ...failureContext(operation, policy), code: NO_RESPONSE, msg: '' });
      } finally {
        clearTimeout(timer);
      }
      return answerOf(operation, received, policy) as ResponseData<Op>;
    } finally {
      if (policy.overlay) endOverlay();
    }
  }

  return { send };
}

/** The app's client. */
export const { send } = createApiClient();

/** send with the session store's scope as it is now, for imperative calls (event handlers, session actions). */
export function callOperation<Op extends OperationId>(
  operation: Op,
  input?: CallInput<Op>,
  policy?: Partial<Policy>,
): Promise<ResponseData<Op>> {
  return send(operation, input, currentScope(), policy);
}
