// Organisations of a tenant, their trees and the project trees of the project switchers (ProjectTreeNode: org,
// tenant and project nodes, children under `subgroup`).
import type { Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import { isSystem, type Principal } from '../services/principals';
import { projectNode } from '../services/trees';

type Node = Schemas['ProjectTreeNode'];
type OrgRecord = { id: number; name: string; parentId: number | null; tenantId: number; sort: number };

const bySort = (a: OrgRecord, b: OrgRecord) => a.sort - b.sort || a.id - b.id;

/** Ids of an organisation and all organisations below it (the projects repository filters by it too). */
export async function organisationAndDescendants(db: PrismaClient, orgId: number): Promise<number[]> {
  const orgs = await db.organisation.findMany({ select: { id: true, parentId: true } });
  const ids = [orgId];
  for (let i = 0; i < ids.length; i++) for (const o of orgs) if (o.parentId === ids[i]) ids.push(o.id);
  return ids;
}

export class OrganisationsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The nested organisations of a tenant. */
  async tree(tenantId: number): Promise<Schemas['Organisation'][]> {
    const orgs = await this.db.organisation.findMany({ where: { tenantId } });
    const build = (parentId: number | null): Schemas['Organisation'][] =>
      orgs
        .filter((o) => o.parentId === parentId)
        .sort(bySort)
        .map((o) => ({ id: o.id, name: o.name, parentId: o.parentId, tenantId: o.tenantId, sort: o.sort, children: build(o.id) }));
    return build(null);
  }

  andDescendants(orgId: number): Promise<number[]> {
    return organisationAndDescendants(this.db, orgId);
  }

  /** An organisation of the tenant, or null. */
  find(tenantId: number, id: number) {
    return this.db.organisation.findFirst({ where: { id, tenantId } });
  }

  options(tenantId: number) {
    return this.db.organisation.findMany({ where: { tenantId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  async create(fields: { tenantId: number; parentId: number | null; name: string; sort: number }, now: Date): Promise<{ id: number }> {
    const org = await this.db.organisation.create({ data: { ...fields, createTime: isoOf(now) } });
    return { id: org.id };
  }

  async update(id: number, fields: { name?: string; parentId?: number | null; sort?: number }): Promise<void> {
    await this.db.organisation.update({ where: { id }, data: fields });
  }

  /** What still hangs on an organisation: child organisations, projects and users. */
  async dependants(id: number) {
    const [children, projects, users] = await Promise.all([
      this.db.organisation.count({ where: { parentId: id } }),
      this.db.project.count({ where: { orgId: id } }),
      this.db.user.count({ where: { orgId: id } }),
    ]);
    return { children, projects, users };
  }

  async remove(id: number): Promise<void> {
    await this.db.organisation.delete({ where: { id } });
  }

  /**
   * A tenant's organisations with the caller's authorised projects as leaves under their organisation.
   * Ordinary users only see the branches that lead to their projects.
   */
  async projectTree(user: Principal, tenantId: number): Promise<Node[]> {
    const [orgs, projects] = await Promise.all([
      this.db.organisation.findMany({ where: { tenantId } }),
      this.db.project.findMany({
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
}
