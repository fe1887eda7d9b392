// Projects and what hangs off them: the rows, the authorised lists, dashboard settings, the management team,
// contracts, files, media, progress, news, weather and production records.
import type { Schemas } from '@smartsite/api';
import { addDays, isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import { DEFAULT_MODEL_SHOW, MODULES } from '../db/reference';
import type { Prisma } from '../generated/prisma/client';
import { containing, queryPage, type PageRequest } from '../services/paging';
import { isSystem, type Principal } from '../services/principals';
import { overallProgress, projectRow } from '../services/projects';
import { organisationAndDescendants } from './organisations';

const projectInclude = { organisation: { select: { name: true } } } as const;

/** The dashboard route of a project's version, and the link the command-platform button opens. */
export const dashboardPath = (version: string) => (version === 'v1' ? '/dashboard/index' : '/dashboard/v2/project');

/** Where clause of the projects a caller sees in a tenant context (system users: that tenant's, or all without one). */
function authorisedProjectsWhere(user: Principal, tenantId: number | undefined): Prisma.ProjectWhereInput {
  return {
    ...(isSystem(user) ? {} : { id: { in: [...user.projectIds] } }),
    ...(tenantId !== undefined ? { tenantId } : isSystem(user) ? {} : { tenantId: user.tenantId }),
  };
}

/** The columns a project write may set, as the body names them. */
export type ProjectColumns = Prisma.ProjectUncheckedUpdateInput;

export interface NewProject {
  tenantId: number;
  startDate: string;
  endDate: string;
  status?: string | undefined;
}

export interface ManagerTeamFields {
  projectId: number;
  name: string;
  post: string;
  phone: string;
  company: string;
}

export interface ContractFields {
  projectId: number;
  name: string;
  code: string;
  type?: string | undefined;
  partyA: string;
  partyB: string;
  amount: number;
  signDate: string;
}

export class ProjectsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The project, or a 404 (Prisma's not-found, turned into the envelope by the error handler). */
  find(id: number) {
    return this.db.project.findUniqueOrThrow({ where: { id } });
  }

  exists(id: number) {
    return this.db.project.findUnique({ where: { id } });
  }

  async row(id: number): Promise<Schemas['Project']> {
    return projectRow(await this.db.project.findUniqueOrThrow({ where: { id }, include: projectInclude }));
  }

  name(id: number) {
    return this.db.project.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, city: true } });
  }

  /** The projects a caller sees in a tenant context, by id. */
  authorised(user: Principal, tenantId: number | undefined) {
    return this.db.project.findMany({ where: authorisedProjectsWhere(user, tenantId), orderBy: { id: 'asc' } });
  }

  /** The same, with their organisation's and tenant's names. */
  authorisedWithNames(user: Principal, tenantId: number) {
    return this.db.project.findMany({
      where: authorisedProjectsWhere(user, tenantId),
      include: { organisation: { select: { name: true } }, tenant: { select: { name: true } } },
      orderBy: { id: 'asc' },
    });
  }

  async page(user: Principal, body: Schemas['ProjectTableBody'] & PageRequest) {
    const where: Prisma.ProjectWhereInput = {
      AND: [
        authorisedProjectsWhere(user, body.tenantId),
        body.orgId ? { orgId: { in: await organisationAndDescendants(this.db, body.orgId) } } : {},
        body.status ? { status: body.status } : {},
        containing(body.keyword?.trim() || undefined, ['name', 'address', 'manager']),
      ],
    };
    return queryPage(
      body,
      (window) => this.db.project.findMany({ where, include: projectInclude, orderBy: { id: 'asc' }, ...window }),
      () => this.db.project.count({ where }),
      projectRow,
    );
  }

  /** A new project gets every module for its period plus a year, as the seeded ones do. */
  async create(project: NewProject, columns: ProjectColumns, now: Date): Promise<{ id: number }> {
    const created = await this.db.project.create({
      data: {
        ...(columns as Prisma.ProjectUncheckedCreateInput),
        tenantId: project.tenantId,
        status: project.status ?? '筹备',
        modelShow: DEFAULT_MODEL_SHOW,
        createTime: isoOf(now),
        empowerRecords: {
          create: MODULES.map((m) => ({
            tenantId: project.tenantId,
            moduleCode: m.code,
            startTime: project.startDate,
            expireTime: addDays(project.endDate, 365),
            createTime: isoOf(now),
          })),
        },
      },
    });
    return { id: created.id };
  }

  async update(id: number, columns: ProjectColumns): Promise<void> {
    await this.db.project.update({ where: { id }, data: columns });
  }

  async remove(id: number): Promise<void> {
    await this.db.project.delete({ where: { id } });
  }

  withTenantSettings(id: number) {
    return this.db.project.findUniqueOrThrow({
      where: { id },
      include: { tenant: { select: { copyright: true, commandPlatform: true } } },
    });
  }

  /** The v2 dashboard config (an empty copyright lets the dashboard show its default footer). */
  async dashboardConfig(projectId: number): Promise<Schemas['DashboardConfig']> {
    const p = await this.db.project.findUniqueOrThrow({ where: { id: projectId } });
    return {
      showProjectName: p.showProjectName,
      showProjectSize: p.showProjectSize,
      copyright: p.dashboardCopyright,
      modelShow: p.modelShow,
    };
  }

  async dashboardVersion(projectId: number) {
    const { dashboardVersion } = await this.db.project.findUniqueOrThrow({ where: { id: projectId }, select: { dashboardVersion: true } });
    return { dashboardVersion: dashboardVersion === 'v1' ? ('v1' as const) : ('v2' as const), path: dashboardPath(dashboardVersion) };
  }

  // The management team.

  managerMember(projectId: number, id: number) {
    return this.db.managerTeamMember.findFirst({ where: { id, projectId } });
  }

  async addManagerMember(fields: ManagerTeamFields, now: Date): Promise<{ id: number }> {
    const member = await this.db.managerTeamMember.create({ data: { ...fields, createTime: isoOf(now) } });
    return { id: member.id };
  }

  /** Sets the fields given (an undefined one is left as it is). */
  async updateManagerMember(id: number, fields: { [K in 'name' | 'post' | 'phone' | 'company']?: string | undefined }): Promise<void> {
    await this.db.managerTeamMember.update({ where: { id }, data: fields });
  }

  async removeManagerMember(id: number): Promise<void> {
    await this.db.managerTeamMember.delete({ where: { id } });
  }

  /** A page of the team, each with whether they are present today (up to now). */
  managerTeamPage(projectId: number, keyword: string | undefined, today: string, until: string, page: { skip: number; take: number }) {
    const where: Prisma.ManagerTeamMemberWhereInput = { projectId, ...containing(keyword, ['name', 'post', 'phone', 'company']) };
    const presentToday = { where: { date: today, inTime: { lte: until } }, select: { id: true } };
    return Promise.all([
      this.db.managerTeamMember.findMany({
        where,
        include: { presence: presentToday },
        orderBy: { id: 'asc' },
        skip: page.skip,
        take: page.take,
      }),
      this.db.managerTeamMember.count({ where }),
    ]);
  }

  // Contracts and files.

  async addContract(fields: ContractFields, now: Date): Promise<{ id: number }> {
    const contract = await this.db.contract.create({ data: { ...fields, type: fields.type ?? '', createTime: isoOf(now) } });
    return { id: contract.id };
  }

  contractPage(projectId: number, keyword: string | undefined, page: { skip: number; take: number }) {
    const where: Prisma.ContractWhereInput = { projectId, ...containing(keyword, ['name', 'code', 'partyA', 'partyB']) };
    return Promise.all([
      this.db.contract.findMany({ where, orderBy: [{ signDate: 'asc' }, { id: 'asc' }], skip: page.skip, take: page.take }),
      this.db.contract.count({ where }),
    ]);
  }

  files(projectId: number, type: string | undefined) {
    return this.db.projectFile.findMany({
      where: { projectId, ...(type ? { type } : {}) },
      orderBy: [{ uploadTime: 'desc' }, { id: 'desc' }],
    });
  }

  /** Media links of the given types, in their order. */
  async mediaLinks(projectId: number, types: Schemas['MediaLink']['type'][]) {
    const media = await this.db.mediaLink.findMany({
      where: { projectId, type: { in: types } },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    return {
      list: media.map((m) => ({ id: m.id, name: m.name, type: m.type as Schemas['MediaLink']['type'], url: m.url, cover: m.cover })),
    };
  }

  // Progress.

  progressItems(projectId: number) {
    return this.db.progressItem.findMany({ where: { projectId }, orderBy: { sort: 'asc' } });
  }

  async progress(projectId: number, today: string) {
    return overallProgress(await this.progressItems(projectId), today);
  }

  async milestones(projectId: number, today: string) {
    const milestones = await this.db.milestone.findMany({ where: { projectId }, orderBy: { date: 'asc' } });
    return milestones.map((m) => ({ name: m.name, date: m.date, done: m.date <= today }));
  }

  // What the site records day by day.

  news(projectId: number, until: string) {
    return this.db.news.findMany({ where: { projectId, time: { lte: until } }, orderBy: [{ time: 'desc' }, { id: 'desc' }] });
  }

  /** The weather of the days from `from` to `to`, in order. */
  weather(projectId: number, from: string, to: string) {
    return this.db.weatherDay.findMany({ where: { projectId, date: { gte: from, lte: to } }, orderBy: { date: 'asc' } });
  }

  /** The latest photos up to now. */
  productionPhotos(projectId: number, until: string, take: number) {
    return this.db.productionPhoto.findMany({
      where: { projectId, time: { lte: until } },
      orderBy: [{ time: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** The latest production logs up to a day. */
  productionDaily(projectId: number, lastDay: string, take: number) {
    return this.db.productionDaily.findMany({ where: { projectId, date: { lte: lastDay } }, orderBy: { date: 'desc' }, take });
  }
}
