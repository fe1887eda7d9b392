// The one way the suite sends HTTP: in-process through fastify's inject (no port), or with supertest to a base URL.
import type { HttpResponse } from '@smartsite/api/judge';
import request from 'supertest';

type Method = 'get' | 'post' | 'options';

export type { HttpResponse };

export interface HttpRequest {
  method: Method;
  /** Path plus query string. */
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Transport {
  send(req: HttpRequest): Promise<HttpResponse>;
}

/** What the suite needs of a Fastify instance. */
export interface Injectable {
  inject(options: {
    method: 'GET' | 'POST' | 'OPTIONS';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
}

const flattenHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value),
    ]),
  );

const withJson = (req: HttpRequest) =>
  req.body === undefined ? { ...req.headers } : { 'content-type': 'application/json', ...req.headers };

export function injectTransport(app: Injectable): Transport {
  return {
    async send(req) {
      const res = await app.inject({
        method: req.method.toUpperCase() as 'GET' | 'POST' | 'OPTIONS',
        url: req.url,
        headers: withJson(req),
        ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
      });
      return { status: res.statusCode, headers: flattenHeaders(res.headers), text: res.body };
    },
  };
}

/** `headers` go with every request (the mock's x-mock-workspace); a request's own headers win. */
export function urlTransport(baseUrl: string, headers: Record<string, string> = {}): Transport {
  const agent = request(baseUrl);
  return {
    async send(req) {
      let test = agent[req.method](req.url)
        .set({ ...headers, ...withJson(req) })
        .buffer(true)
        .parse((res, done) => {
          // Keep the raw text: the suite parses and judges the body itself.
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done(null, text));
        });
      if (req.body !== undefined) test = test.send(JSON.stringify(req.body));
      const res = await test.ok(() => true);
      return { status: res.status, headers: flattenHeaders(res.headers as Record<string, unknown>), text: res.body as string };
    },
  };
}
