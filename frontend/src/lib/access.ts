// The one access check of the shell (docs/requirements/access.md#access-check): menus, routes, buttons and links all ask it. What the contract
// lets a caller call (x-access) is `canCall` of @smartsite/api.
import type { Schemas } from '@smartsite/api';

/** What the user holds (from the user-info call). */
export interface AccessState {
  admin: boolean;
  roles: readonly string[];
  ability: readonly string[];
  /** Login interception off with full access switched on. */
  fullAccess?: boolean;
}

/** A list of roles (any one matches), or role and/or ability lists with a mode (default oneOf). */
export type AccessRule = Schemas['AccessRule'];

/**
 * True when the user may see or use what the rule guards. Admins and full access pass everything; a missing
 * rule or one that names nothing passes. A list of roles passes when any one is held. An object rule pools its
 * role and ability lists and checks them against everything held under its mode: allOf (all held), oneOf (any
 * held, the default), except (none held).
 */
export function hasAccess(state: AccessState, rule: AccessRule | undefined | null): boolean {
  if (state.admin || state.fullAccess) return true;
  if (rule === undefined || rule === null) return true;
  if (Array.isArray(rule)) return rule.length === 0 || rule.some((role) => state.roles.includes(role));
  const wanted = [...(rule.role ?? []), ...(rule.ability ?? [])];
  if (wanted.length === 0) return true;
  const held = new Set([...state.roles, ...state.ability]);
  switch (rule.mode ?? 'oneOf') {
    case 'allOf':
      return wanted.every((item) => held.has(item));
    case 'except':
      return !wanted.some((item) => held.has(item));
    case 'oneOf':
      return wanted.some((item) => held.has(item));
  }
}
