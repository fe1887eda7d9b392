// The response envelope {code, msg, success, data} (docs/requirements/envelope.md#response-handling).
import { successCodes } from '@/config/network';

export type EnvelopeOutcome = { ok: true; data: unknown } | { ok: false; code: number; msg: string };

function isEnvelope(body: unknown): body is { code: number | string; msg?: unknown; success?: unknown; data?: unknown } {
  return !!body && typeof body === 'object' && 'code' in body;
}

/**
 * Success when the code is a success code (and, for code 200, success is true); otherwise a failure with the
 * envelope's code (or the HTTP status when the body has none) and its msg.
 */
export function readEnvelope(status: number, body: unknown): EnvelopeOutcome {
  if (!isEnvelope(body)) return { ok: false, code: status, msg: '' };
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (successCodes.includes(body.code)) {
    const mustBeTrue = body.code === 200 || body.code === '200';
    if (!mustBeTrue || body.success === true) return { ok: true, data: body.data };
    return { ok: false, code: 200, msg };
  }
  const code = Number(body.code);
  return { ok: false, code: Number.isFinite(code) && code > 0 ? code : status, msg };
}
