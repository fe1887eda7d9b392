// The one request layer (docs/requirements/envelope.md#response-handling, docs/requirements/envelope.md#error-catalogue, docs/requirements/shell.md#constants): openapi-fetch over the generated paths, with middleware that adds
// the Authorization header, tenantId and (where the operation needs it) projectId from browser storage, checks
// the envelope, applies the error catalogue, times out after 30 s and shows the overlay for debounced calls.
import createClient, { type Middleware } from 'openapi-fetch';
import { operationMeta, type paths } from '@smartsite/api';
import { NO_RESPONSE, apiBaseUrl, contentType, debounceList, requestTimeoutMs } from '@/config/network';
import { beginOverlay, endOverlay } from '@/stores/loading';
import { noteBusinessTime } from '../business-clock';
import { readId, readItem } from '../storage';
import { readEnvelope } from './envelope';
import { handleFailure } from './failure';

// ---- Types: callers may leave out tenantId and projectId, the middleware fills them in.
type Loosen<Body> = Body extends object
  ? Omit<Body, 'tenantId' | 'projectId'> & Partial<Pick<Body, Extract<keyof Body, 'tenantId' | 'projectId'>>>
  : Body;
type LoosenOperation<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Omit<Op, 'requestBody'> & { requestBody: { content: { 'application/json': Loosen<Body> } } }
  : Op;
export type ClientPaths = { [P in keyof paths]: { [M in keyof paths[P]]: LoosenOperation<paths[P][M]> } };

type Meta = (typeof operationMeta)[keyof typeof operationMeta];
const operationsByRoute = new Map<string, Meta>(
  Object.values(operationMeta).map((meta) => [`${meta.method.toUpperCase()} ${meta.path}`, meta]),
);

export function findOperation(method: string, schemaPath: string): Meta | undefined {
  return operationsByRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}

/** Fetch with the request timeout; a timeout surfaces as a rejected fetch, i.e. "no response". */
export function withTimeout(fetchImpl: (request: Request) => Promise<Response>, timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    request.signal.addEventListener('abort', () => controller.abort(request.signal.reason));
    try {
      return await fetchImpl(new Request(request, { signal: controller.signal }));
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Adds the bearer token, and tenantId / projectId to JSON bodies that do not carry them. */
export const contextMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const token = readItem('token');
    // A caller's own Authorization (a display-share token being opened) wins over the stored one.
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    if (request.method === 'GET' || !request.body) return request;
    const body: unknown = await request.clone().json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) return request;
    const fields = { ...(body as Record<string, unknown>) };
    const tenantId = readId('tenantId');
    if (fields.tenantId === undefined && tenantId) fields.tenantId = tenantId;
    const projectId = readId('projectId');
    if (fields.projectId === undefined && projectId && findOperation(request.method, schemaPath)?.requiresProjectId)
      fields.projectId = projectId;
    return new Request(request, { body: JSON.stringify(fields) });
  },
};

function describeCall(request: Request, schemaPath: string) {
  return `${request.method} ${schemaPath}`;
}

/** Envelope check and the error catalogue; a failure rejects the call with an ApiError. */
export function envelopeMiddleware(options: Pick<ApiClientOptions, 'silent' | 'stayOnForbidden'> = {}): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const outcome = readEnvelope(response.status, body);
      if (outcome.ok) return undefined;
      const publicCall = findOperation(request.method, schemaPath)?.isPublic;
      throw handleFailure({
        code: outcome.code,
        msg: outcome.msg,
        call: describeCall(request, schemaPath),
        publicCall,
        silent: options.silent,
        stayOnForbidden: options.stayOnForbidden,
      });
    },
    onError({ request, schemaPath }) {
      return handleFailure({ code: NO_RESPONSE, msg: '', call: describeCall(request, schemaPath), silent: options.silent });
    },
  };
}

/** The loading overlay for calls on the debounce list (doEdit, save). */
export const overlayMiddleware: Middleware = {
  onRequest({ schemaPath }) {
    if (debounceList.some((word) => schemaPath.includes(word))) beginOverlay();
  },
  onResponse({ schemaPath }) {
    if (debounceList.some((word) => schemaPath.includes(word))) endOverlay();
  },
  onError({ schemaPath }) {
    if (debounceList.some((word) => schemaPath.includes(word))) endOverlay();
  },
};

/** Keeps the dashboards' clocks on the server's business time and zone. */
export const businessTimeMiddleware: Middleware = {
  onResponse({ response }) {
    noteBusinessTime(response.headers);
  },
};

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** No toast or error-log entry on failure; a 401 still logs out and a 403 still goes to /403 (not a module refusal). */
  silent?: boolean;
  /** With silent: a 403 does not go to /403 either (docs/requirements/envelope.md#silent-failures: project-list and tenant-info failures are silent). */
  stayOnForbidden?: boolean;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<ClientPaths>({
    baseUrl: options.baseUrl ?? (apiBaseUrl || window.location.origin),
    headers: { 'Content-Type': contentType },
    fetch: withTimeout(options.fetch ?? ((request) => globalThis.fetch(request)), options.timeoutMs ?? requestTimeoutMs),
  });
  // Order matters for responses (middleware runs in reverse): the overlay ends before the envelope may throw.
  client.use(
    envelopeMiddleware({ silent: options.silent, stayOnForbidden: options.stayOnForbidden }),
    businessTimeMiddleware,
    overlayMiddleware,
    contextMiddleware,
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client of the app. */
export const api = createApiClient();
/**
 * Same client without messages, for calls whose failure only leaves a part of the page empty (project trees, logo,
 * module banner, dashboard widgets); a 401 still logs out and a 403 still goes to /403 (docs/requirements/envelope.md#failure-redirects). A 403
 * refusing one module of the project (a widget's data) stays on the page: the widget shows it in place.
 */
export const quietApi = createApiClient({ silent: true });
/** Failures ignored altogether, 403 included: the project-list and tenant-info fetches (docs/requirements/envelope.md#silent-failures), and logout. */
export const silentApi = createApiClient({ silent: true, stayOnForbidden: true });
