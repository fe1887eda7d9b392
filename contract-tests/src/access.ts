// The x-access rules of openapi.yaml as a decision: given who calls and with which body, must the backend
// allow the call or answer 403? The isolation matrix and the flows' preconditions both ask this oracle.
import { MODULE_EXPIRED, MODULE_UNAUTHORISED, SHARE_ONLY, SHARE_OUT_OF_SCOPE, type Schemas } from '@smartsite/api';
import type { AccessRule, OperationInfo } from '@smartsite/api/document';
import type { Session } from './session';

export interface Principal {
  username: string;
  userType: Schemas['UserType'];
  tenantId: number;
  ability: readonly string[];
  /** Projects an ordinary user was added to (system and tenant users are judged by the rule itself). */
  projects: ReadonlySet<number>;
  /** A display-share token: the only operations it may call (its boards' and the always-allowed ones). */
  share?: ReadonlySet<string>;
}

/** A project's authorisation for a module: granted and running, expired, or never granted. */
export type ModuleGrant = 'authorised' | 'expired' | 'none';

export interface World {
  /** Owning tenant of every project. */
  projectTenant: ReadonlyMap<number, number>;
  /** The module grants of each project the suite knows; a module not listed counts as authorised. */
  modules: ReadonlyMap<number, ReadonlyMap<string, ModuleGrant>>;
}

/** A refusal names the rule, and for the module rule the msg the contract prescribes. */
export type Decision = { allowed: true } | { allowed: false; rule: string; msg?: string };

export { MODULE_EXPIRED, MODULE_UNAUTHORISED };

export function mayUseProject(principal: Principal, projectId: number, world: World): boolean {
  if (principal.userType === 'system') return true;
  if (principal.userType === 'tenant') return world.projectTenant.get(projectId) === principal.tenantId;
  return principal.projects.has(projectId);
}

/** True when the rule allows the call; otherwise false, or the msg the refusal must carry. */
function ruleAllows(rule: AccessRule, principal: Principal, body: Record<string, unknown>, world: World): boolean | string {
  switch (rule.kind) {
    case 'public':
    case 'token':
      return true;
    case 'tenant':
      return body.tenantId === undefined || principal.userType === 'system' || body.tenantId === principal.tenantId;
    case 'project': {
      const projectId = body[rule.field];
      return projectId === undefined || (typeof projectId === 'number' && mayUseProject(principal, projectId, world));
    }
    case 'userType':
      return rule.types.includes(principal.userType);
    case 'share':
      return principal.share ? true : SHARE_ONLY;
    case 'permission':
      return principal.ability.includes(rule.name);
    case 'module': {
      const projectId = body.projectId;
      const grant = typeof projectId === 'number' ? world.modules.get(projectId)?.get(rule.code) : undefined;
      return grant === 'expired' ? MODULE_EXPIRED : grant === 'none' ? MODULE_UNAUTHORISED : true;
    }
  }
}

const ruleText = (rule: AccessRule) =>
  rule.kind === 'project'
    ? `project:${rule.field}`
    : rule.kind === 'userType'
      ? `userType:${rule.types.join('|')}`
      : rule.kind === 'permission'
        ? `permission:${rule.name}`
        : rule.kind === 'module'
          ? `module:${rule.code}`
          : rule.kind;

export function decide(principal: Principal, op: OperationInfo, body: Record<string, unknown>, world: World): Decision {
  // A display-share token is refused everything beyond its boards' operations, before any other rule.
  if (principal.share && !op.isPublic && !principal.share.has(op.operationId))
    return { allowed: false, rule: 'share scope', msg: SHARE_OUT_OF_SCOPE };
  for (const rule of op.access) {
    const verdict = ruleAllows(rule, principal, body, world);
    if (verdict === false) return { allowed: false, rule: ruleText(rule) };
    if (typeof verdict === 'string') return { allowed: false, rule: ruleText(rule), msg: verdict };
  }
  return { allowed: true };
}

/**
 * What a refusal's msg says against the decision, or undefined when it agrees. A client recognises a refusal by its
 * status and code; an empty msg is a permitted variation (the request layer shows its own text), so only a msg that
 * is there and names another reason is a problem.
 */
export function refusalMsgProblem(decision: Decision, body: unknown): string | undefined {
  const msg = (body as { msg?: unknown } | undefined)?.msg;
  if (decision.allowed || !decision.msg || msg === '' || msg === undefined || msg === decision.msg) return undefined;
  return `/msg (expected ${JSON.stringify(decision.msg)}, actual ${JSON.stringify(msg)})`;
}

export function principalOf(session: Session): Principal {
  const { user } = session;
  return {
    username: user.username,
    userType: user.userType,
    tenantId: user.tenantId,
    ability: user.ability,
    projects: new Set(session.projects.map((p) => p.id)),
  };
}
