// A short, redacted copy of one exchange, kept with a finding so the report can show what was sent and answered
// without passwords or tokens: the bearer token, any JWT or display-share token, password-like fields and every
// known password are masked.
import { SHARE_TOKEN_IN_TEXT } from '@smartsite/api';
import { passwordFields, type SecretWatch } from './secrets';
import type { HttpRequest, HttpResponse } from './transport';

/** Enough to see the shape of a body in a report; the rest is cut. */
const MAX_BODY_CHARS = 1500;
const MASK = '«redacted»';
/** A JWT anywhere (a login answer's token, a token echoed back): as good as a password while it is valid. */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;

export interface ExchangeExcerpt {
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  response: { status: number; contentType?: string; body: string };
}

function maskPasswordFields(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const pointer of passwordFields(copy)) {
    const keys = pointer.slice(1).split('/');
    const last = keys.pop()!;
    const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy) as Record<string, unknown>;
    parent[last] = MASK;
  }
  return copy;
}

function redactText(text: string, secrets: SecretWatch): string {
  const masked = secrets
    .find(text)
    .reduce((out, secret) => out.replaceAll(secret, MASK), text)
    .replace(JWT, MASK)
    .replace(SHARE_TOKEN_IN_TEXT, MASK);
  return masked.length > MAX_BODY_CHARS ? `${masked.slice(0, MAX_BODY_CHARS)}… (${masked.length} characters)` : masked;
}

function redactBody(text: string, secrets: SecretWatch): string {
  try {
    return redactText(JSON.stringify(maskPasswordFields(JSON.parse(text)), null, 1), secrets);
  } catch {
    return redactText(text, secrets);
  }
}

export function excerptOf(request: HttpRequest, response: HttpResponse, secrets: SecretWatch): ExchangeExcerpt {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [
      name,
      name.toLowerCase() === 'authorization' ? `${value.split(' ')[0]} ${MASK}` : value,
    ]),
  );
  return {
    request: {
      method: request.method.toUpperCase(),
      url: request.url,
      headers,
      ...(request.body === undefined ? {} : { body: redactBody(JSON.stringify(request.body), secrets) }),
    },
    response: {
      status: response.status,
      ...(response.headers['content-type'] ? { contentType: response.headers['content-type'] } : {}),
      body: redactBody(response.text, secrets),
    },
  };
}
