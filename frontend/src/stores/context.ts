// The project / tenant context kept in browser storage (projectId, projectName, menuType, tenantId), mirrored
// here so views re-render (and SWR keys change) when it changes.
import { proxy } from 'valtio';
import type { Id } from '@/lib/ids';
import { readId, readItem, readMenuType, writeItem, type MenuType } from '@/lib/storage';

export interface ContextState {
  projectId?: Id;
  projectName?: string;
  menuType?: MenuType;
  tenantId?: Id;
}

function fromStorage(): ContextState {
  return {
    projectId: readId('projectId'),
    projectName: readItem('projectName') ?? undefined,
    menuType: readMenuType(),
    tenantId: readId('tenantId'),
  };
}

export const context = proxy<ContextState>(fromStorage());

/** Writes the given fields to storage (undefined fields are left alone) and to the store. */
export function setContext(patch: ContextState): void {
  for (const [key, value] of Object.entries(patch) as [keyof ContextState, ContextState[keyof ContextState]][]) {
    if (value === undefined) continue;
    writeItem(key, value);
  }
  Object.assign(context, fromStorage());
}

/** Re-reads storage (after logout or login changed it). */
export function syncContext(): void {
  Object.assign(context, fromStorage());
}
