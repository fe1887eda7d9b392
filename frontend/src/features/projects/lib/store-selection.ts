import type { Selection } from './selection';
import { sameId, type Id } from '@/lib/ids';

/** True when storage already holds this selection (nothing to write). */
export function isStored(selection: Selection, stored: { projectId?: Id; projectName?: string; menuType?: string }): boolean {
  return (
    selection.projectName === stored.projectName &&
    selection.menuType === stored.menuType &&
    (selection.projectId === undefined || sameId(selection.projectId, stored.projectId))
  );
}
