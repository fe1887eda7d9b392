// Display-share links in the suite: the token a link's url carries, and a link made for a check that needs one.
import type { Schemas } from '@smartsite/api';
import type { Overrides } from './request-data';

/** The display-share token in a ShareLink's url (/#/share?token=...), or undefined when it carries none. */
export function shareTokenOf(link: unknown): string | undefined {
  const url = (link as Partial<Schemas['ShareLink']> | undefined)?.url;
  if (typeof url !== 'string') return undefined;
  return new URLSearchParams(url.split('?')[1] ?? '').get('token') ?? undefined;
}

/** A valid createShareLink body beyond the context: one board, a label, an expiry an hour away. */
export function shareLinkOverrides(boards: readonly Schemas['ShareBoard'][] = ['/tv/labour']): Overrides {
  return { boards: [...boards], label: '契约测试', expireTime: new Date(Date.now() + 3_600_000).toISOString() };
}
