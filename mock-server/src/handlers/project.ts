// Projects: detail, overview, CRUD, authorised lists and trees, dashboard settings, manager team,
// contracts, files and media.
import type { Schemas } from '@smartsite/api';
import { addDays, isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import { DEFAULT_FOOTER, DEFAULT_MODEL_SHOW, MODULES } from '../db/reference';
import type { Prisma } from '../generated/prisma/client';
import { badRequest, notFound } from '../errors';
import { labourSummary } from '../services/labour';
import { containing, keywordOf, queryPage } from '../services/paging';
import {
  authorisedProjectsWhere,
  dashboardConfig,
  mediaLinks,
  period,
  progressOf,
  projectInclude,
  projectRow,
  projectUnits,
} from '../services/projects';
import { organisationAndDescendants, projectTree, tenantNode } from '../services/trees';
import type { Context, HandlerMap } from './context';
import { dashboardVersion } from './index';

/** The v2 tab labels modelShow may list (the first three v2 tabs share 项目概况). */
const MODEL_SHOW_LABELS = DEFAULT_MODEL_SHOW.split(',');

type ProjectFields = Partial<
  Pick<
    Schemas['ProjectUpdateBody'],
    | 'name'
    | 'orgId'
    | 'address'
    | 'lng'
    | 'lat'
    | 'status'
    | 'startDate'
    | 'endDate'
    | 'investment'
    | 'area'
    | 'manager'
    | 'phone'
    | 'description'
  >
>;

/** The columns a body sets (only the fields it carries). */
function projectData(body: ProjectFields & Record<string, unknown>, fields: readonly string[]): Prisma.ProjectUncheckedUpdateInput {
  return Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
}

const PROJECT_FIELDS = [
  'name',
  'orgId',
  'address',
  'lng',
  'lat',
  'status',
  'startDate',
  'endDate',
  'investment',
  'area',
  'manager',
  'phone',
  'description',
] as const;

async function checkProjectFields(
  prisma: PrismaClient,
  tenantId: number,
  body: ProjectFields,
  current?: { startDate: string; endDate: string },
) {
  if (body.orgId !== undefined && !(await prisma.organisation.findFirst({ where: { id: body.orgId, tenantId } })))
    throw badRequest('body/orgId', '组织不存在或不属于该租户');
  const start = body.startDate ?? current?.startDate;
  const end = body.endDate ?? current?.endDate;
  if (start && end && end < start) throw badRequest('body/endDate', '不能早于开始日期');
}

async function updateProjectColumns(prisma: PrismaClient, id: number, data: Prisma.ProjectUncheckedUpdateInput) {
  await prisma.project.update({ where: { id }, data });
  return null;
}

async function managerMember({ body, services }: Context<{ projectId: number; id: number }>) {
  const member = await services.prisma.managerTeamMember.findFirst({ where: { id: body.id, projectId: body.projectId } });
  if (!member) throw notFound(`管理人员 ${body.id}`);
  return member;
}

async function listProjects({ user, body, services }: Context<Schemas['ProjectTableBody']>) {
  const where: Prisma.ProjectWhereInput = {
    AND: [
      authorisedProjectsWhere(user, body.tenantId),
      body.orgId ? { orgId: { in: await organisationAndDescendants(services.prisma, body.orgId) } } : {},
      body.status ? { status: body.status } : {},
      containing(keywordOf(body), ['name', 'address', 'manager']),
    ],
  };
  return queryPage(
    body,
    (window) => services.prisma.project.findMany({ where, include: projectInclude, orderBy: { id: 'asc' }, ...window }),
    () => services.prisma.project.count({ where }),
    projectRow,
  );
}

async function authorisedItems({ user, body, services }: Context<{ tenantId: number }>) {
  const projects = await services.prisma.project.findMany({
    where: authorisedProjectsWhere(user, body.tenantId),
    include: { organisation: { select: { name: true } }, tenant: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  return projects.map((p) => ({
    id: p.id,
    name: p.name,
    orgId: p.orgId,
    orgName: p.organisation.name,
    tenantId: p.tenantId,
    tenantName: p.tenant.name,
  }));
}

export const projectHandlers = {
  getProjectInfo: async ({ body, services }) =>
    projectRow(await services.prisma.project.findUniqueOrThrow({ where: { id: body.id }, include: projectInclude })),

  getProjectOverview: async ({ body, services, window }) => {
    const { prisma } = services;
    const p = await prisma.project.findUniqueOrThrow({ where: { id: body.id } });
    const [labour, progress] = await Promise.all([labourSummary(prisma, p.id, window), progressOf(prisma, p.id, window.today)]);
    const { totalDays, elapsedDays } = period(p, window.today);
    return {
      id: p.id,
      name: p.name,
      label: p.label,
      address: p.address,
      status: p.status as Schemas['ProjectStatus'],
      startDate: p.startDate,
      endDate: p.endDate,
      totalDays,
      elapsedDays,
      progressPercent: progress.actualPercent,
      investment: p.investment,
      area: p.area,
      workerTotal: labour.workers,
      managerTotal: labour.managers,
      description: p.description,
      units: projectUnits(p),
    };
  },

  saveProject: async ({ body, services, now }) => {
    const { prisma } = services;
    await checkProjectFields(prisma, body.tenantId, body);
    // A new project gets every module for its period plus a year, as the seeded ones do.
    const project = await prisma.project.create({
      data: {
        ...(projectData(body, PROJECT_FIELDS) as Prisma.ProjectUncheckedCreateInput),
        tenantId: body.tenantId,
        status: body.status ?? '筹备',
        modelShow: DEFAULT_MODEL_SHOW,
        createTime: isoOf(now),
        empowerRecords: {
          create: MODULES.map((m) => ({
            tenantId: body.tenantId,
            moduleCode: m.code,
            startTime: body.startDate,
            expireTime: addDays(body.endDate, 365),
            createTime: isoOf(now),
          })),
        },
      },
    });
    return { id: project.id };
  },

  updateProject: async ({ body, services }) => {
    const current = await services.prisma.project.findUniqueOrThrow({ where: { id: body.id } });
    await checkProjectFields(services.prisma, current.tenantId, body, current);
    return updateProjectColumns(services.prisma, body.id, projectData(body, PROJECT_FIELDS));
  },

  updateProjectBaseInfo: async ({ body, services }) =>
    updateProjectColumns(services.prisma, body.id, projectData(body, ['address', 'investment', 'area', 'manager', 'phone', 'description'])),

  updateProjectBaseFile: async ({ body, services }) =>
    updateProjectColumns(services.prisma, body.id, { baseFileUrl: body.fileUrl, baseFileName: body.fileName }),

  getProjectBaseFileUrl: async ({ body, services }) => {
    const p = await services.prisma.project.findUniqueOrThrow({ where: { id: body.id } });
    return { url: p.baseFileUrl, fileName: p.baseFileName };
  },

  updateProjectSafetyQuality: async ({ body, services }) =>
    updateProjectColumns(services.prisma, body.id, projectData(body, ['safetyTarget', 'qualityTarget'])),

  updateProjectResponsibleEntity: async ({ body, services }) =>
    updateProjectColumns(services.prisma, body.id, projectData(body, ['buildUnit', 'constructionUnit', 'designUnit', 'supervisionUnit'])),

  removeProject: async ({ body, services }) => {
    await services.prisma.project.delete({ where: { id: body.id } });
    return null;
  },

  listProjects,
  listProjectsV2: listProjects,

  listAuthorisedProjects: async (context) => (await authorisedItems(context)).map(({ id, name }) => ({ id, name })),
  listAuthorisedProjectsH5: authorisedItems,
  listAuthorisedProjectsV2: authorisedItems,

  getAuthorisedProjectTreeV3: async ({ user, body, services }) => {
    const tree = await projectTree(services.prisma, user, body.tenantId);
    if (user.userType === 'user') return tree;
    // System and tenant users may also choose the tenant itself as context.
    const tenant = await services.prisma.tenant.findUniqueOrThrow({ where: { id: body.tenantId } });
    return [tenantNode(tenant, tree)];
  },

  getAuthorisedProjectTreeV2: async ({ user, body, services }) => projectTree(services.prisma, user, body.tenantId ?? user.tenantId),

  getDeveloperInfo: async ({ body, services }) => {
    const p = await services.prisma.project.findUniqueOrThrow({ where: { id: body.id } });
    return {
      name: p.buildUnit,
      creditCode: p.developerCreditCode,
      contact: p.developerContact,
      phone: p.developerPhone,
      address: p.developerAddress,
    };
  },

  getDashboardInfo: async ({ body, services }) => {
    const p = await services.prisma.project.findUniqueOrThrow({
      where: { id: body.projectId },
      include: { tenant: { select: { copyright: true } } },
    });
    return {
      projectInfo: { id: p.id, name: p.name },
      authCopyright: { copyright: p.dashboardCopyright || p.tenant.copyright || DEFAULT_FOOTER },
      ...(p.projectShowName ? { projectShowName: p.projectShowName } : {}),
      ...(p.projectShowSize ? { projectShowSize: p.projectShowSize } : {}),
    };
  },

  saveDashboard: async ({ body, services }) => {
    if (body.modelShow) {
      const unknown = body.modelShow.split(',').filter((label) => label && !MODEL_SHOW_LABELS.includes(label));
      if (unknown.length)
        throw badRequest('body/modelShow', `包含未知的模块：${unknown.join(',')}（可选：${MODEL_SHOW_LABELS.join(',')}）`);
    }
    await services.prisma.project.update({
      where: { id: body.projectId },
      data: {
        ...projectData(body, ['showProjectName', 'showProjectSize', 'modelShow', 'projectShowName', 'projectShowSize']),
        ...(body.copyright !== undefined ? { dashboardCopyright: body.copyright } : {}),
      },
    });
    return dashboardConfig(services.prisma, body.projectId);
  },

  listProjectOrgOptions: async ({ body, services }) =>
    (await services.prisma.organisation.findMany({ where: { tenantId: body.tenantId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] })).map(
      (o) => ({ id: o.id, name: o.name }),
    ),

  addManagerTeamMember: async ({ body, services, now }) => {
    const { tenantId: _tenantId, ...fields } = body;
    const member = await services.prisma.managerTeamMember.create({ data: { ...fields, createTime: isoOf(now) } });
    return { id: member.id };
  },

  updateManagerTeamMember: async (context) => {
    const member = await managerMember(context);
    const { name, post, phone, company } = context.body;
    await context.services.prisma.managerTeamMember.update({ where: { id: member.id }, data: { name, post, phone, company } });
    return null;
  },

  removeManagerTeamMember: async (context) => {
    const member = await managerMember(context);
    await context.services.prisma.managerTeamMember.delete({ where: { id: member.id } });
    return null;
  },

  listManagerTeam: async ({ body, services, window }) => {
    const where: Prisma.ManagerTeamMemberWhereInput = {
      projectId: body.projectId,
      ...containing(keywordOf(body), ['name', 'post', 'phone', 'company']),
    };
    const presentToday = { where: { date: window.today, inTime: { lte: window.until } }, select: { id: true } };
    return queryPage(
      body,
      (page) => services.prisma.managerTeamMember.findMany({ where, include: { presence: presentToday }, orderBy: { id: 'asc' }, ...page }),
      () => services.prisma.managerTeamMember.count({ where }),
      (m) => ({
        id: m.id,
        projectId: m.projectId,
        name: m.name,
        post: m.post,
        phone: m.phone,
        company: m.company,
        present: m.presence.length > 0,
      }),
    );
  },

  addContract: async ({ body, services, now }) => {
    const { tenantId: _tenantId, ...fields } = body;
    const contract = await services.prisma.contract.create({ data: { ...fields, type: fields.type ?? '', createTime: isoOf(now) } });
    return { id: contract.id };
  },

  listContracts: async ({ body, services }) => {
    const where: Prisma.ContractWhereInput = {
      projectId: body.projectId,
      ...containing(keywordOf(body), ['name', 'code', 'partyA', 'partyB']),
    };
    return queryPage(
      body,
      (window) => services.prisma.contract.findMany({ where, orderBy: [{ signDate: 'asc' }, { id: 'asc' }], ...window }),
      () => services.prisma.contract.count({ where }),
      (c) => ({
        id: c.id,
        projectId: c.projectId,
        name: c.name,
        code: c.code,
        ...(c.type ? { type: c.type } : {}),
        partyA: c.partyA,
        partyB: c.partyB,
        amount: c.amount,
        signDate: c.signDate,
      }),
    );
  },

  getProjectFiles: async ({ body, services }) => {
    const files = await services.prisma.projectFile.findMany({
      where: { projectId: body.projectId, ...(body.type ? { type: body.type } : {}) },
      orderBy: [{ uploadTime: 'desc' }, { id: 'desc' }],
    });
    return {
      list: files.map((f) => ({ id: f.id, name: f.name, type: f.type, url: f.url, size: f.size, uploadTime: f.uploadTime })),
      total: files.length,
    };
  },

  getDigitizationShow: async ({ body, services }) => mediaLinks(services.prisma, body.projectId, ['bim', 'panorama', 'photo']),

  getProjectDashboardVersion: async ({ body, services }) => dashboardVersion(services.prisma, body.projectId),

  updateProjectDashboardVersion: async ({ body, services }) => {
    await services.prisma.project.update({ where: { id: body.projectId }, data: { dashboardVersion: body.dashboardVersion } });
    return dashboardVersion(services.prisma, body.projectId);
  },
} satisfies HandlerMap;
