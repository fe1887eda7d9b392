// What never leaves the mock in a recording, a drift report or a log line, nor the contract suite in a report:
// Authorization and cookies, every field openapi.yaml marks x-secret (passwords, SMS codes, tokens, phones, the
// token in a share link's URL), and in any text a JWT, a display-share token or a mainland mobile number. The
// masks keep a value's place and rough shape, so a redacted recording is still judged and replayed the same way.
// One function for both: the mock's recordings and the contract suite's reports mask the same list, generated
// from openapi.yaml (secretFields in ./operations).
import { SHARE_TOKEN_IN_TEXT, secretFields, type SecretKind } from './index';

export const MASK = '«redacted»';
/**
 * Each kind of secret has its own mask: the judge treats the passwords of a recorded request as secrets the answer
 * must not contain, so a password masked like a token would make every recorded login answer look like a leak.
 */
export const PASSWORD_MASK = '«password»';
export const TOKEN_MASK = '«token»';
export const CODE_MASK = '«code»';
const PHONE_MASK = '1**********';
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** The values of a URL's query, where a link carries its token. */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-mock-control-token']);

/**
 * A query parameter in a URL or any text (?phone=, &token=), its value masked when its name is marked; the value
 * stops at a backslash or quote, so the pass can run over JSON text and leave it JSON.
 */
const QUERY_PARAMETER = /([?&])([\w.-]+)=([^&#\s\\"'<>]*)/g;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, sep: string, name: string, value: string) => {
      const kind = kindOfField(name);
      return kind && value ? `${sep}${name}=${String(masked(kind, decoded(value)))}` : whole;
    })
    .replace(JWT, TOKEN_MASK)
    .replace(SHARE_TOKEN_IN_TEXT, TOKEN_MASK)
    .replace(PHONE, PHONE_MASK);
}

const PASSWORD_FIELD = /pass(word)?/i;
/** A field whose value is a password, or as good as one (a hash): the judge reports it in any answer. */
export const isPasswordField = (key: string): boolean => PASSWORD_FIELD.test(key);

/**
 * The x-secret kind of a field: its name is one openapi.yaml marks, or ends with one, so the same secret under a
 * name the upstream made up (accessToken, smsCode, managerPhone) is masked too; and any field the judge reports as
 * a leaked password (passwordHash) is masked as one.
 */
const MARKED = Object.entries(secretFields).map(([name, kind]) => [name.toLowerCase(), kind] as const);
export const kindOfField = (key: string): SecretKind | undefined => {
  if (isPasswordField(key)) return 'password';
  const lower = key.toLowerCase();
  return MARKED.find(([name]) => lower.endsWith(name))?.[1];
};

/** The masked value of a marked field; an empty or absent value stays as it is (it tells that none was set). */
function masked(kind: SecretKind, value: unknown): unknown {
  if (value === null || value === '') return value;
  switch (kind) {
    case 'password':
      return PASSWORD_MASK;
    case 'token':
      return typeof value === 'string' ? TOKEN_MASK : redactValue(value);
    // Only digits are a code: the envelope's own `code` (200) and a contract's code are no secret.
    case 'code':
      return /^\d{4,8}$/.test(String(value)) ? CODE_MASK : redactValue(value);
    case 'phone':
      return typeof value === 'string' ? PHONE_MASK : redactValue(value);
    case 'link':
      return typeof value === 'string' ? redactText(value.replace(QUERY_VALUE, `$1${TOKEN_MASK}`)) : redactValue(value);
  }
}

/**
 * The value found at a JSON pointer, masked as its field's kind when the pointer ends in a marked field (a bare
 * SMS code or an opaque token is told from any other text only by the name of its field).
 */
export function redactAt(pointer: string, value: unknown): unknown {
  const kind = kindOfField(
    pointer
      .slice(pointer.lastIndexOf('/') + 1)
      .replaceAll('~1', '/')
      .replaceAll('~0', '~'),
  );
  return kind ? masked(kind, value) : redactValue(value);
}

/** A deep copy with every secret masked. */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(redactValue);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const kind = kindOfField(key);
      return [key, kind ? masked(kind, field) : redactValue(field)];
    }),
  );
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      const lower = name.toLowerCase();
      if (!SECRET_HEADERS.has(lower)) return [name, redactText(value)];
      // The scheme stays: the judge asks whether a protected call carried a token at all.
      return [name, lower === 'authorization' && /^\S+\s/.test(value) ? `${value.split(/\s/)[0]} ${MASK}` : MASK];
    }),
  );
}
