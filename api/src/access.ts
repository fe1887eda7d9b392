// What the contract lets a caller call: an operation's x-access rules (generated into operations.ts) read for the
// caller, in the spirit of ant-design-pro's access.ts. The server's full check (mock-server) also reads the body.
import type { components } from './schema';
import { operationMeta } from './operations';

type OperationId = keyof typeof operationMeta;

/** Who calls: the signed-in user's type and permissions (the user info's userType and ability). */
export interface Caller {
  userType: components['schemas']['UserType'];
  ability: readonly string[];
}

/**
 * True when the operation's x-access rules let the caller call it, as the server decides it for the caller
 * before reading the body: `userType` and `permission` rules are the caller's own. `public` and `token` hold
 * for a session; `tenant`, `project` and `module` rules depend on the tenant, project or module a body names
 * (screens offer only the caller's own). `share` operations are for display-share links, never for a user.
 */
export function canCall(operation: OperationId, caller: Caller): boolean {
  return operationMeta[operation].access.every((rule) => {
    switch (rule.kind) {
      case 'userType':
        return (rule.types as readonly string[]).includes(caller.userType);
      case 'permission':
        return caller.ability.includes(rule.name);
      case 'share':
        return false;
      default:
        return true;
    }
  });
}
