import type { Selection } from './selection';

/** True when storage already holds this selection (nothing to write). */
export function isStored(selection: Selection, stored: { projectId?: number; projectName?: string; menuType?: string }): boolean {
  return (
    selection.projectName === stored.projectName &&
    selection.menuType === stored.menuType &&
    (selection.projectId === undefined || selection.projectId === stored.projectId)
  );
}
