// What the contract lets a caller call: canCall reads the x-access rules generated from openapi.yaml.
import { describe, expect, it } from 'vitest';
import { canCall, operationMeta, type Caller, type OperationId } from '../src';

describe('canCall: what the contract lets a caller call (generated x-access)', () => {
  // The seeded demo accounts: type and the abilities of their roles.
  const accounts: Record<string, Caller> = {
    admin: { userType: 'system', ability: ['system', 'dashboard', 'project:write', 'user:write', 'tenant:write', 'empower:write'] },
    tenant: { userType: 'tenant', ability: ['dashboard', 'project:write', 'user:write'] },
    user: { userType: 'user', ability: ['project:read'] },
  };
  const allowed = (operation: OperationId) =>
    Object.entries(accounts).flatMap(([name, caller]) => (canCall(operation, caller) ? [name] : []));

  it('follows userType rules: administrators, system users only, or every user', () => {
    expect(allowed('saveUser')).toEqual(['admin', 'tenant']);
    expect(allowed('saveTenant')).toEqual(['admin']);
    expect(allowed('saveEmpowerRecord')).toEqual(['admin']);
    expect(allowed('addContract')).toEqual(['admin', 'tenant', 'user']);
    expect(allowed('saveDashboard')).toEqual(['admin', 'tenant']);
  });

  it('follows permission rules by the caller ability', () => {
    expect(allowed('listTenantNodes')).toEqual(['admin']);
    expect(allowed('goDashboard')).toEqual(['admin', 'tenant']);
  });

  it('lets anyone call public operations and no user call share-only ones', () => {
    expect(allowed('getAccessToken')).toEqual(['admin', 'tenant', 'user']);
    expect(allowed('getShareSession')).toEqual([]);
  });

  it('leaves body-dependent rules (tenant, project, module) to the server', () => {
    expect(operationMeta.getLabourIndex.access.map((rule) => rule.kind)).toContain('module');
    expect(allowed('getLabourIndex')).toEqual(['admin', 'tenant', 'user']);
  });
});
