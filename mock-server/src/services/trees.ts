// The nodes of the project trees (ProjectTreeNode: org, tenant and project nodes, children under `subgroup`);
// the trees themselves are built in repositories/organisations.ts.
import type { Schemas } from '@smartsite/api';

type Node = Schemas['ProjectTreeNode'];

export const tenantNode = (t: { id: number; name: string }, subgroup: Node[] = []): Node => ({
  type: 'tenant',
  id: t.id,
  name: t.name,
  tenantId: t.id,
  subgroup,
});

export const projectNode = (p: { id: number; name: string; orgId: number; tenantId: number }, orgName: string): Node => ({
  type: 'project',
  id: p.id,
  name: p.name,
  projectName: p.name,
  projectId: p.id,
  orgId: p.orgId,
  orgName,
  tenantId: p.tenantId,
  subgroup: [],
});
