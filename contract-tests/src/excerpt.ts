// A short, redacted copy of one exchange, kept with a finding so the report can show what was sent and answered
// without a credential: the same masking as the mock's recordings (@smartsite/api/redact: Authorization and
// cookies, every x-secret field of openapi.yaml, any JWT, share token or phone in text, marked query parameters),
// and every password the suite knows anywhere in the text.
import { redactHeaders, redactText, redactValue } from '@smartsite/api/redact';
import type { SecretWatch } from '@smartsite/api/judge';
import type { HttpRequest, HttpResponse } from './transport';

/** Enough to see the shape of a body in a report; the rest is cut. */
const MAX_BODY_CHARS = 1500;

export interface ExchangeExcerpt {
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  response: { status: number; contentType?: string; body: string };
}

function redactBody(text: string, secrets: SecretWatch): string {
  let shown: string;
  try {
    shown = JSON.stringify(redactValue(JSON.parse(text)), null, 1);
  } catch {
    shown = redactText(text);
  }
  const masked = secrets.mask(shown);
  return masked.length > MAX_BODY_CHARS ? `${masked.slice(0, MAX_BODY_CHARS)}… (${masked.length} characters)` : masked;
}

export function excerptOf(request: HttpRequest, response: HttpResponse, secrets: SecretWatch): ExchangeExcerpt {
  return {
    request: {
      method: request.method.toUpperCase(),
      url: secrets.mask(redactText(request.url)),
      headers: redactHeaders(request.headers ?? {}),
      ...(request.body === undefined ? {} : { body: redactBody(JSON.stringify(request.body), secrets) }),
    },
    response: {
      status: response.status,
      ...(response.headers['content-type'] ? { contentType: response.headers['content-type'] } : {}),
      body: redactBody(response.text, secrets),
    },
  };
}
