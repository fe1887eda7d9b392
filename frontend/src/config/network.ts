// Request layer configuration (docs/requirements/envelope.md#response-handling, docs/requirements/envelope.md#error-catalogue, docs/requirements/shell.md#constants). Texts of the error catalogue live in the locale files
// (lib/i18n/locales) under `errors.<code>`; this module says what each code does.

/** Base address of the backend; empty means the page's own origin (dev proxy, or a backend serving the build). */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE ?? '';

/** Abort a request after this long and treat it as "no response" (docs/requirements/envelope.md#no-response). */
export const requestTimeoutMs = 30_000;

/** Envelope codes that mean success (docs/requirements/envelope.md#response-handling). With code 200 the body's success flag must also be true. */
export const successCodes: readonly (number | string)[] = [200, 0, '200', '0'];

export const contentType = 'application/json;charset=UTF-8';

/**
 * What the shell does beyond showing the message: `logout` resets the session and goes to /login,
 * `forbidden` goes to /403.
 */
export type FailureAction = 'toast' | 'logout' | 'forbidden';

/** docs/requirements/envelope.md#error-catalogue: every code of the catalogue and its behaviour. Codes not listed fall back to `errors.unknown`. */
export const errorCatalogue: Readonly<Record<number, FailureAction>> = {
  200: 'toast',
  201: 'toast',
  202: 'toast',
  204: 'toast',
  400: 'toast',
  401: 'logout',
  402: 'toast',
  403: 'forbidden',
  404: 'toast',
  406: 'toast',
  410: 'toast',
  // Not in the error catalogue (docs/requirements/envelope.md#error-catalogue): a body over the server's (or a proxy's) limit gets its own words, not the code's number.
  413: 'toast',
  500: 'toast',
  502: 'toast',
  503: 'toast',
  504: 'toast',
};

/** Pseudo status used when no response arrived (network failure or timeout). */
export const NO_RESPONSE = 0;

/** SWR defaults: never retry on error (a failed POST is not repeated behind the user's back), no refetch on focus. */
export const swrDefaults = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  dedupingInterval: 2000,
} as const;
