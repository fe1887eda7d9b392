// The x-access rules of openapi.yaml, enforced generically for every operation after the body is
// validated (so 401 comes first, then 400, then 403). The rule text lives in the document only.
// Rules run synchronously while what they need is in memory (the caller, the project's modules), so
// the common request waits on no promise.
import type { AccessRule, OperationInfo } from '@smartsite/api/document';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SHARE_ONLY, SHARE_OUT_OF_SCOPE } from '@smartsite/api';
import { moduleOf } from '../../db/reference';
import { forbidden, MODULE_EXPIRED, MODULE_UNAUTHORISED, notFound } from '../../errors';
import { whenLoaded } from '../../services/memo';
import { isSystem, type Principal } from '../../services/principals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The check of an operation's x-access rules (403), run before its handler; a promise only when a rule reads the database. */
    authorize(operation: OperationInfo): (request: FastifyRequest) => void | Promise<void>;
  }
}

type Body = Record<string, unknown> | undefined;

/** Throws the 403 (or 404) a rule calls for; returns a promise only when it must read the database. */
function check(rule: AccessRule, user: Principal, body: Body, request: FastifyRequest): void | Promise<void> {
  switch (rule.kind) {
    case 'public':
    case 'token':
      return;
    case 'tenant': {
      const tenantId = body?.tenantId;
      if (typeof tenantId !== 'number' || tenantId === user.tenantId) return;
      if (!isSystem(user)) throw forbidden('无权操作该租户的数据');
      return request.workspace.repositories.tenants.exists(tenantId).then((tenant) => {
        if (!tenant) throw notFound(`租户 ${tenantId}`);
      });
    }
    case 'project': {
      const projectId = body?.[rule.field];
      if (typeof projectId !== 'number' || user.projectIds.has(projectId)) return;
      // System users may reach every project, so for them an unknown id can only mean it does not exist.
      if (isSystem(user)) throw notFound(`项目 ${projectId}`);
      throw forbidden('无权访问该项目');
    }
    case 'userType':
      if (!rule.types.includes(user.userType)) throw forbidden('当前用户类型无权执行此操作');
      return;
    case 'permission':
      if (!user.ability.includes(rule.name)) throw forbidden(`缺少权限：${rule.name}`);
      return;
    case 'share':
      if (!user.share) throw forbidden(SHARE_ONLY);
      return;
    case 'module': {
      const projectId = body?.projectId;
      if (typeof projectId !== 'number') return;
      const state = request.workspace.repositories.empower.moduleState(
        projectId,
        moduleOf(rule.code).code,
        request.workspace.services.clock().today,
        request.scenario?.name === 'module-expired',
      );
      const pending = whenLoaded(state, ({ expired, authorised }) => {
        if (expired) throw forbidden(MODULE_EXPIRED);
        if (!authorised) throw forbidden(MODULE_UNAUTHORISED);
      });
      return pending instanceof Promise ? pending : undefined;
    }
  }
}

async function accessRules(app: FastifyInstance) {
  app.decorate('authorize', (operation: OperationInfo) => {
    const rules = operation.access.filter((rule) => rule.kind !== 'public' && rule.kind !== 'token');
    /** Checks the rules in document order from `first`, going asynchronous only where a rule must. */
    const enforce = (request: FastifyRequest, user: Principal, first: number): void | Promise<void> => {
      for (let i = first; i < rules.length; i++) {
        const pending = check(rules[i]!, user, request.body as Body, request);
        if (pending) return pending.then(() => enforce(request, user, i + 1));
      }
    };
    return (request: FastifyRequest) => {
      const user = request.principal;
      if (!user) return undefined;
      // A display-share token reaches only its boards' operations, whatever the other rules would allow.
      if (user.share && !user.share.operations.has(operation.operationId)) throw forbidden(SHARE_OUT_OF_SCOPE);
      return enforce(request, user, 0);
    };
  });
}

// Reads the request's workspace's repositories; the body it checks is validated first, and the caller set by auth's hook.
export default fp(accessRules, { name: 'access', dependencies: ['database', 'repositories', 'scenarios', 'auth'] });
