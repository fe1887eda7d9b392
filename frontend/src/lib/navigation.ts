// Navigation from outside React (request layer, session actions). The app registers the router's navigate;
// until then (and in tests) the hash is set directly, which the hash router follows.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | undefined;

export function registerNavigator(next: Navigate | undefined): void {
  navigate = next;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigate) navigate(to, options);
  else window.location.hash = `#${to}`;
}

/** The current hash route (path and query), e.g. /system/user?page=2. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** /login, with ?redirect= of the given route unless it is / or /login itself. */
export function loginRoute(from?: string): string {
  if (!from || from === '/' || from.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(from)}`;
}

/** Goes to the route and reloads the page, so every view starts again from the new context in storage. */
export function reloadAt(route: string): void {
  window.location.hash = `#${route}`;
  window.location.reload();
}
