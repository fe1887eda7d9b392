// The session store: token, tenant and project (with its name and menuType). The only truth for who sends and
// for what: SWR keys and requests read it (lib/api/send.ts). localStorage is its persistence, so a new tab keeps
// the session: read once here at boot, written only by the subscription below.
import { proxy, subscribe } from 'valtio';
import type { Id } from '@/lib/ids';
import { readId, readItem, readMenuType, writeItem, type MenuType } from '@/lib/storage';

export interface ContextState {
  token: string;
  projectId?: Id;
  projectName?: string;
  menuType?: MenuType;
  tenantId?: Id;
}

const persisted = ['token', 'projectId', 'projectName', 'menuType', 'tenantId'] as const satisfies readonly (keyof ContextState)[];

export const context = proxy<ContextState>({
  token: readItem('token') ?? '',
  projectId: readId('projectId'),
  projectName: readItem('projectName') ?? undefined,
  menuType: readMenuType(),
  tenantId: readId('tenantId'),
});

// In sync: a reload right after a change (switchProject) must find it stored.
subscribe(
  context,
  () => {
    for (const key of persisted) writeItem(key, context[key]);
  },
  true,
);

/** Sets the given fields (undefined fields are left alone). */
export function setContext(patch: Partial<ContextState>): void {
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) Object.assign(context, { [key]: value });
}

/** Forgets the given fields (logout, a new login). */
export function clearContext(...keys: Exclude<keyof ContextState, 'token'>[]): void {
  for (const key of keys) context[key] = undefined;
}

/** The scope a request is sent with now; a panel passes the snapshot its SWR key is made of instead. */
export function currentScope(): { token: string; tenantId?: Id; projectId?: Id } {
  return { token: context.token, tenantId: context.tenantId, projectId: context.projectId };
}
