// Media addresses from the server (avatars, camera posters, covers, thumbnails, files) are often server-relative
// (/static/..., /upload/...): they belong to the backend, so a build pointed at a backend on another origin
// (VITE_API_BASE) must load them from there, not from the page's own origin.
import { apiBaseUrl } from '@/config/network';

/** Absolute addresses (http:, https:, data:, blob:, //host) are used as they are. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The address to load a media path from: a server-relative path (leading /) is prefixed with the API base,
 * anything else is returned unchanged; empty stays empty, and an empty base keeps the path relative.
 */
export function mediaUrl(path: string | null | undefined, base: string = apiBaseUrl): string {
  if (!path) return '';
  if (ABSOLUTE.test(path) || !path.startsWith('/') || !base) return path;
  return `${base.replace(/\/+$/, '')}${path}`;
}
