// One error handler and one not-found handler: every failure is answered in the envelope with HTTP
// status = code. Unexpected errors are logged and answered 500 without any detail.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { discardRequestBody, type DiscardLimits } from '../../discard-body';
import { ApiError, CATALOGUE, failure } from '../../errors';
import { API_SECURITY_HEADERS } from '../external/security-headers';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** 'body/projectId must be integer', 'body/phone is required', 'querystring/tenantId must be >= 1'. */
function describeValidation(context: string, issue: ValidationIssue): string {
  if (issue.keyword === 'required') return `${context}/${String(issue.params.missingProperty)} is required`;
  return `${context}${issue.instancePath} ${issue.message ?? issue.keyword}`;
}

/** 'Content-Type text/plain is not accepted: send the body as application/json' (even when the text is JSON). */
function describeContentType(received: string | undefined): string {
  const type = received?.split(';')[0]?.trim();
  return type
    ? `Content-Type ${type} is not accepted: send the body as application/json`
    : 'a body without Content-Type is not accepted: send it as application/json';
}

function toApiError(
  error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
  request: FastifyRequest,
): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error.validation?.[0])
    return new ApiError(400, `${CATALOGUE[400]}：${describeValidation(error.validationContext ?? 'body', error.validation[0])}`);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(400, `${CATALOGUE[400]}：${describeContentType(request.headers['content-type'])}`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, `${CATALOGUE[400]}：body must not be empty`);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, `${CATALOGUE[400]}：body is not valid JSON`);
  }
  // Other client errors raised by Fastify itself (bad content length, malformed JSON, ...).
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode in CATALOGUE ? error.statusCode : 400;
    return new ApiError(status, `${CATALOGUE[status]}：${error.message}`);
  }
  return null;
}

async function envelope(app: FastifyInstance, { discardLimits }: { discardLimits: DiscardLimits }) {
  // Fastify reads text/plain as a string, which the body schemas then refuse as 'body must be object': without the
  // parser such a body is a media-type error, answered naming the Content-Type the client sent.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toApiError(error, request);
    // The client is still sending: let it finish, or it never reads the answer (Fastify closes after it).
    if (known?.status === 413 && (await discardRequestBody(request.raw, discardLimits)) === 'cut-off')
      request.log.warn('oversized body beyond the discard limits: connection closed');
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(failure(500));
    }
    if (known.status >= 500) request.log.error({ err: error }, known.message);
    return reply.code(known.status).send(failure(known.status, known.message));
  });

  // A JSON answer like the operations', with their headers (the pages' security headers are for the site's routes).
  app.setNotFoundHandler((request, reply) =>
    reply
      .headers(API_SECURITY_HEADERS)
      .code(404)
      .send(failure(404, `${CATALOGUE[404]}：${request.method} ${request.url.split('?')[0]}`)),
  );
}

export default fp(envelope, { name: 'envelope' });
