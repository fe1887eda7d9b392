// Organisation trees and the project trees of the project switchers (ProjectTreeNode: org, tenant and
// project nodes, children under `subgroup`).
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import { isSystem, type Principal } from './principals';

type Node = Schemas['ProjectTreeNode'];
type OrgRecord = { id: number; name: string; parentId: number | null; tenantId: number; sort: number };

const bySort = (a: OrgRecord, b: OrgRecord) => a.sort - b.sort || a.id - b.id;

/** The nested organisations of a tenant. */
export async function organisationTree(prisma: PrismaClient, tenantId: number): Promise<Schemas['Organisation'][]> {
  const orgs = await prisma.organisation.findMany({ where: { tenantId } });
  const build = (parentId: number | null): Schemas['Organisation'][] =>
    orgs
      .filter((o) => o.parentId === parentId)
      .sort(bySort)
      .map((o) => ({ id: o.id, name: o.name, parentId: o.parentId, tenantId: o.tenantId, sort: o.sort, children: build(o.id) }));
  return build(null);
}

/** Ids of an organisation and all organisations below it. */
export async function organisationAndDescendants(prisma: PrismaClient, orgId: number): Promise<number[]> {
  const orgs = await prisma.organisation.findMany({ select: { id: true, parentId: true } });
  const ids = [orgId];
  for (let i = 0; i < ids.length; i++) for (const o of orgs) if (o.parentId === ids[i]) ids.push(o.id);
  return ids;
}

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

/**
 * A tenant's organisations with the caller's authorised projects as leaves under their organisation.
 * Ordinary users only see the branches that lead to their projects.
 */
export async function projectTree(prisma: PrismaClient, user: Principal, tenantId: number): Promise<Node[]> {
  const [orgs, projects] = await Promise.all([
    prisma.organisation.findMany({ where: { tenantId } }),
    prisma.project.findMany({
      where: { tenantId, ...(isSystem(user) ? {} : { id: { in: [...user.projectIds] } }) },
      orderBy: { id: 'asc' },
    }),
  ]);
  const pruneEmpty = user.userType === 'user';
  const build = (parentId: number | null): Node[] =>
    orgs
      .filter((o) => o.parentId === parentId)
      .sort(bySort)
      .map((o): Node => ({
        type: 'org',
        id: o.id,
        name: o.name,
        orgName: o.name,
        orgId: o.id,
        tenantId: o.tenantId,
        subgroup: [...build(o.id), ...projects.filter((p) => p.orgId === o.id).map((p) => projectNode(p, o.name))],
      }))
      .filter((node) => !pruneEmpty || node.subgroup.length > 0);
  return build(null);
}
