// How the tools reach the mock: over HTTP at a base URL (the stdio server, for a mock started with npm start), or
// injected into the very Fastify instance that serves /mcp (the streamable HTTP transport). Both send the same
// requests, so every rule of the mock (control gate, access, scenarios, latency, request log) applies unchanged.
import type { FastifyInstance } from 'fastify';

export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';
/**
 * Issue 38 (workspaces) is not built yet: when it is, a tool's `workspace` argument becomes this one header on
 * every request the tool sends (MockRequest.workspace), and nothing else changes here.
 */
export const WORKSPACE_HEADER = 'x-mock-workspace';

export interface MockRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with its query string. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  workspace?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface MockConnection {
  /** Where the mock answers, as a contract run would reach it (undefined while an in-process app does not listen). */
  baseUrl(): string | undefined;
  send(request: MockRequest): Promise<MockResponse>;
}

function headersOf(request: MockRequest, controlToken: string | undefined): Record<string, string> {
  return {
    ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(controlToken ? { [CONTROL_TOKEN_HEADER]: controlToken } : {}),
    ...(request.workspace ? { [WORKSPACE_HEADER]: request.workspace } : {}),
    ...request.headers,
  };
}

/** A mock at a base URL; the control token (MOCK_CONTROL_TOKEN) is needed only when it serves the network. */
export function httpConnection(baseUrl: string, controlToken?: string): MockConnection {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: () => base,
    async send(request) {
      let response: Response;
      try {
        response = await fetch(`${base}${request.path}`, {
          method: request.method,
          headers: headersOf(request, controlToken),
          ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        });
      } catch (error) {
        throw new Error(
          `the mock at ${base} does not answer (${(error as Error).cause ?? (error as Error).message}): start it with npm start`,
        );
      }
      return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
    },
  };
}

/** The app that serves /mcp, called in-process with the token of the MCP session (so its control gate applies). */
export function injectConnection(app: FastifyInstance, controlToken: string | undefined): MockConnection {
  return {
    baseUrl() {
      const address = app.server.listening ? app.addresses().find((bound) => typeof bound !== 'string') : undefined;
      if (!address) return undefined;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${['0.0.0.0', '[::]'].includes(host) ? '127.0.0.1' : host}:${address.port}`;
    },
    async send(request) {
      const response = await app.inject({
        method: request.method,
        url: request.path,
        headers: headersOf(request, controlToken),
        ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
      });
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
      return { status: response.statusCode, headers, text: response.body };
    },
  };
}
