// Reading what a drifting answer still carries, so that one drift in a session answer does not stop the run:
// a token wherever the answer holds one, ids however they are typed, lists wherever they are. Whatever is
// read here was already judged (and reported) against the document; these readers only keep the run going.

const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const TOKEN_KEY = /token/i;
const TOKEN_TYPE = /type/i;
/** Where backends commonly put a list inside an object. */
const LIST_KEYS = ['list', 'records', 'rows', 'items', 'data', 'content'];

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * The answer's token: data.token, else a JWT-shaped string under a key naming a token, else any JWT-shaped
 * string, else a string under a key naming a token (never its type, such as tokenType "Bearer"), at any depth.
 */
export function findToken(body: unknown): string | undefined {
  const documented = isObject(body) && isObject(body.data) ? body.data.token : undefined;
  if (typeof documented === 'string' && documented) return documented;
  return (
    deepFind(body, (key, value) => isJwt(value) && TOKEN_KEY.test(key)) ??
    deepFind(body, (_key, value) => isJwt(value)) ??
    deepFind(body, (key, value) => typeof value === 'string' && value.length > 0 && TOKEN_KEY.test(key) && !TOKEN_TYPE.test(key))
  );
}

const isJwt = (value: unknown) => typeof value === 'string' && JWT.test(value);

function deepFind(value: unknown, wanted: (key: string, value: unknown) => boolean): string | undefined {
  if (!isObject(value)) return undefined;
  for (const [key, field] of Object.entries(value)) {
    if (wanted(key, field)) return field as string;
    const inner = deepFind(field, wanted);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A positive integer id, whether sent as a number or as a string of digits. */
export function readId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The list an answer carries: the value itself, or the first list under a usual key of an object (one level deep). */
export function findList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return undefined;
  for (const key of LIST_KEYS) if (Array.isArray(value[key])) return value[key] as unknown[];
  return Object.values(value).find(Array.isArray);
}

/** Copies an object with the named id fields read as numbers where they can be. */
export function withIds<T>(value: unknown, fields: readonly string[]): T | undefined {
  if (!isObject(value)) return undefined;
  const copy: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const id = readId(copy[field]);
    if (id !== undefined) copy[field] = id;
  }
  return copy as T;
}
