// Errors raised before any route runs, answered in the envelope like every other failure: a URL Fastify's router
// cannot decode (`GET /api/%zz`), and what Node's HTTP parser refuses on the socket (headers over its size limit,
// a request not received within the timeouts, bytes that are not HTTP, a CONNECT). Fastify's own answers to these are JSON
// of another shape, which clients reading `code` and `msg` cannot show.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE, failure } from './errors';
import { API_SECURITY_HEADERS } from './plugins/external/security-headers';

/** The router's errors: a malformed percent-escape in the path is 400 naming the URL, a path parameter too long 414. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'router error');
  const msg = status >= 500 ? CATALOGUE[500] : `${CATALOGUE[status] ?? CATALOGUE[400]}：${error.message}`;
  void reply.headers(API_SECURITY_HEADERS).code(status).send(failure(status, msg));
}

/** Node's parser errors by code: the status, and the msg. */
function parserFailure(code: string | undefined): { status: number; reason: string; msg: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大：the request headers exceed the size limit' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', msg: '请求超时：the request was not received in time' };
    default:
      return { status: 400, reason: 'Bad Request', msg: `${CATALOGUE[400]}：the request is not valid HTTP` };
  }
}

/** Writes the envelope on the raw socket (there is no request to answer through) and closes it, as Node does. */
function answerOnSocket(socket: Duplex, status: number, reason: string, msg: string): void {
  const body = JSON.stringify(failure(status, msg));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** The server's `clientError` handler. A socket the client already reset gets nothing. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, msg } = parserFailure(error.code);
  answerOnSocket(socket, status, reason, msg);
}

/** The server's `connect` handler: the mock is no proxy (without a handler Node closes the socket, saying nothing). */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  answerOnSocket(socket, 400, 'Bad Request', `${CATALOGUE[400]}：CONNECT is not served: this is not a proxy`);
}
