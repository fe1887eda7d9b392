// Headers of hybrid mode's answers (exposed to the browser by CORS).
/** Who answered: upstream, mock or replay. */
export const ANSWERED_BY_HEADER = 'x-answered-by';
/** Why the mock (or a recording) answered instead of the upstream: local, upstream-404, upstream-timeout, ... */
export const FALLBACK_HEADER = 'x-mock-fallback';
