// The x-access oracle (src/access.ts) on the rules of openapi.yaml.
import { describe, expect, it } from 'vitest';
import { decide, MODULE_EXPIRED, MODULE_UNAUTHORISED, type Principal, type World } from '../../src/access';
import { operation } from '../../src/contract';

// Tenant 1 owns projects 1-3, tenant 2 owns project 9; project 2's camera module has expired and it never had iot.
const world: World = {
  projectTenant: new Map([
    [1, 1],
    [2, 1],
    [3, 1],
    [9, 2],
  ]),
  modules: new Map([
    [
      2,
      new Map([
        ['camera', 'expired'],
        ['iot', 'none'],
        ['labour', 'authorised'],
      ]),
    ],
  ]),
};
const system: Principal = { username: 'admin', userType: 'system', tenantId: 1, ability: ['system', 'dashboard'], projects: new Set() };
const tenant: Principal = { username: 'tenant', userType: 'tenant', tenantId: 1, ability: [], projects: new Set() };
const user: Principal = { username: 'user', userType: 'user', tenantId: 1, ability: ['dashboard'], projects: new Set([1, 2]) };
const guest: Principal = { ...user, username: 'guest', ability: [], projects: new Set() };

const allowed = (principal: Principal, operationId: string, body: Record<string, unknown>) =>
  decide(principal, operation(operationId), body, world);

describe('decide', () => {
  it("tenant: the body tenant must be the caller's, except for system users", () => {
    expect(allowed(tenant, 'listProjects', { tenantId: 1 })).toEqual({ allowed: true });
    expect(allowed(tenant, 'listProjects', { tenantId: 2 })).toEqual({ allowed: false, rule: 'tenant' });
    expect(allowed(system, 'listProjects', { tenantId: 2 })).toEqual({ allowed: true });
  });

  it("project: system users any project, tenant users their tenant's, ordinary users the ones they were added to", () => {
    const body = (projectId: number) => ({ tenantId: 1, projectId });
    expect(allowed(system, 'getIndexV2', { tenantId: 2, projectId: 9 }).allowed).toBe(true);
    expect(allowed(tenant, 'getIndexV2', body(3)).allowed).toBe(true);
    expect(allowed(tenant, 'getIndexV2', body(9))).toEqual({ allowed: false, rule: 'project:projectId' });
    expect(allowed(user, 'getIndexV2', body(1)).allowed).toBe(true);
    expect(allowed(user, 'getIndexV2', body(3))).toEqual({ allowed: false, rule: 'project:projectId' });
    expect(allowed(guest, 'getIndexV2', body(1)).allowed).toBe(false);
  });

  it('project:<field> reads the field the rule names', () => {
    expect(allowed(user, 'getProjectInfo', { tenantId: 1, id: 3 })).toEqual({ allowed: false, rule: 'project:id' });
    expect(allowed(user, 'getProjectInfo', { tenantId: 1, id: 1 }).allowed).toBe(true);
  });

  it('userType and permission rules', () => {
    expect(allowed(user, 'saveUser', { tenantId: 1 })).toEqual({ allowed: false, rule: 'userType:system|tenant' });
    expect(allowed(tenant, 'listTenants', { tenantId: 1 })).toEqual({ allowed: false, rule: 'userType:system' });
    expect(allowed(tenant, 'listTenantNodes', {})).toEqual({ allowed: false, rule: 'permission:system' });
    expect(allowed(system, 'listTenantNodes', {}).allowed).toBe(true);
    expect(allowed(guest, 'goDashboard', { tenantId: 1, projectId: 1 })).toEqual({ allowed: false, rule: 'project:projectId' });
    expect(allowed({ ...guest, projects: new Set([1]) }, 'goDashboard', { tenantId: 1, projectId: 1 })).toEqual({
      allowed: false,
      rule: 'permission:dashboard',
    });
  });

  it('module: an expired module authorisation refuses even the system user', () => {
    expect(allowed(system, 'getAiDayChart', { tenantId: 1, projectId: 2 })).toEqual({
      allowed: false,
      rule: 'module:camera',
      msg: MODULE_EXPIRED,
    });
    expect(allowed(system, 'getAiDayChart', { tenantId: 1, projectId: 1 }).allowed).toBe(true);
    expect(allowed(system, 'getLabourIndex', { tenantId: 1, projectId: 2 }).allowed).toBe(true);
  });

  it('module: a module never granted to the project is refused with its own msg', () => {
    expect(allowed(system, 'getWaterChart', { tenantId: 1, projectId: 2 })).toEqual({
      allowed: false,
      rule: 'module:iot',
      msg: MODULE_UNAUTHORISED,
    });
  });

  it('checks the rules in the order x-access lists them', () => {
    expect(allowed(user, 'saveProjectUser', { tenantId: 2, projectId: 9, userId: 1 })).toEqual({ allowed: false, rule: 'tenant' });
  });
});
