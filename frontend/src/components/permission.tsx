// docs/requirements/access.md#permission-directive permission directive: the element is removed when access is denied.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { canCall, type OperationId } from '@smartsite/api';
import { hasAccess, type AccessRule } from '@/lib/access';
import { session } from '@/stores/user';

/** True when the signed-in user satisfies the rule (re-renders when the session changes). */
export function useAccess(rule: AccessRule | undefined): boolean {
  const user = useSnapshot(session);
  return hasAccess(user, rule);
}

/** True when the contract lets the signed-in user call the operation (e.g. to show its write buttons). */
export function useCanCall(operation: OperationId): boolean {
  const user = useSnapshot(session);
  return canCall(operation, user);
}

export function Permission({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  return useAccess(rule) ? children : null;
}
