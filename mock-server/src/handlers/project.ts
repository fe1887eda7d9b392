// Projects: detail, overview, CRUD, authorised lists and trees, dashboard settings, manager team,
// contracts, files and media.
import type { Schemas } from '@smartsite/api';
import { DEFAULT_FOOTER, DEFAULT_MODEL_SHOW } from '../db/reference';
import { badRequest, notFound } from '../errors';
import type { Repositories } from '../repositories';
import type { ProjectColumns } from '../repositories/projects';
import { keywordOf, pageOf, paging } from '../services/paging';
import { period, projectUnits } from '../services/projects';
import { tenantNode } from '../services/trees';
import type { Context, HandlerMap } from './context';

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
function projectData(body: ProjectFields & Record<string, unknown>, fields: readonly string[]): ProjectColumns {
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
  repositories: Repositories,
  tenantId: number,
  body: ProjectFields,
  current?: { startDate: string; endDate: string },
) {
  if (body.orgId !== undefined && !(await repositories.organisations.find(tenantId, body.orgId)))
    throw badRequest('body/orgId', '组织不存在或不属于该租户');
  const start = body.startDate ?? current?.startDate;
  const end = body.endDate ?? current?.endDate;
  if (start && end && end < start) throw badRequest('body/endDate', '不能早于开始日期');
}

async function updateProjectColumns(repositories: Repositories, id: number, columns: ProjectColumns) {
  await repositories.projects.update(id, columns);
  return null;
}

async function managerMember({ body, repositories }: Context<{ projectId: number; id: number }>) {
  const member = await repositories.projects.managerMember(body.projectId, body.id);
  if (!member) throw notFound(`管理人员 ${body.id}`);
  return member;
}

async function listProjects({ user, body, repositories }: Context<Schemas['ProjectTableBody']>) {
  return repositories.projects.page(user, body);
}

async function authorisedItems({ user, body, repositories }: Context<{ tenantId: number }>) {
  const projects = await repositories.projects.authorisedWithNames(user, body.tenantId);
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
  getProjectInfo: async ({ body, repositories }) => repositories.projects.row(body.id),

  getProjectOverview: async ({ body, repositories, window }) => {
    const p = await repositories.projects.find(body.id);
    const [headcount, progress] = await Promise.all([
      repositories.labour.headcount(p.id),
      repositories.projects.progress(p.id, window.today),
    ]);
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
      workerTotal: headcount.workers,
      managerTotal: headcount.managers,
      description: p.description,
      units: projectUnits(p),
    };
  },

  saveProject: async ({ body, repositories, now }) => {
    await checkProjectFields(repositories, body.tenantId, body);
    return repositories.projects.create(body, projectData(body, PROJECT_FIELDS), now);
  },

  updateProject: async ({ body, repositories }) => {
    const current = await repositories.projects.find(body.id);
    await checkProjectFields(repositories, current.tenantId, body, current);
    return updateProjectColumns(repositories, body.id, projectData(body, PROJECT_FIELDS));
  },

  updateProjectBaseInfo: async ({ body, repositories }) =>
    updateProjectColumns(repositories, body.id, projectData(body, ['address', 'investment', 'area', 'manager', 'phone', 'description'])),

  updateProjectBaseFile: async ({ body, repositories }) =>
    updateProjectColumns(repositories, body.id, { baseFileUrl: body.fileUrl, baseFileName: body.fileName }),

  getProjectBaseFileUrl: async ({ body, repositories }) => {
    const p = await repositories.projects.find(body.id);
    return { url: p.baseFileUrl, fileName: p.baseFileName };
  },

  updateProjectSafetyQuality: async ({ body, repositories }) =>
    updateProjectColumns(repositories, body.id, projectData(body, ['safetyTarget', 'qualityTarget'])),

  updateProjectResponsibleEntity: async ({ body, repositories }) =>
    updateProjectColumns(repositories, body.id, projectData(body, ['buildUnit', 'constructionUnit', 'designUnit', 'supervisionUnit'])),

  removeProject: async ({ body, repositories }) => {
    await repositories.projects.remove(body.id);
    return null;
  },

  listProjects,
  listProjectsV2: listProjects,

  listAuthorisedProjects: async (context) => (await authorisedItems(context)).map(({ id, name }) => ({ id, name })),
  listAuthorisedProjectsH5: authorisedItems,
  listAuthorisedProjectsV2: authorisedItems,

  getAuthorisedProjectTreeV3: async ({ user, body, repositories }) => {
    const tree = await repositories.organisations.projectTree(user, body.tenantId);
    if (user.userType === 'user') return tree;
    // System and tenant users may also choose the tenant itself as context.
    const tenant = await repositories.tenants.find(body.tenantId);
    return [tenantNode(tenant, tree)];
  },

  getAuthorisedProjectTreeV2: async ({ user, body, repositories }) =>
    repositories.organisations.projectTree(user, body.tenantId ?? user.tenantId),

  getDeveloperInfo: async ({ body, repositories }) => {
    const p = await repositories.projects.find(body.id);
    return {
      name: p.buildUnit,
      creditCode: p.developerCreditCode,
      contact: p.developerContact,
      phone: p.developerPhone,
      address: p.developerAddress,
    };
  },

  getDashboardInfo: async ({ body, repositories }) => {
    const p = await repositories.projects.withTenantSettings(body.projectId);
    return {
      projectInfo: { id: p.id, name: p.name },
      authCopyright: { copyright: p.dashboardCopyright || p.tenant.copyright || DEFAULT_FOOTER },
      ...(p.projectShowName ? { projectShowName: p.projectShowName } : {}),
      ...(p.projectShowSize ? { projectShowSize: p.projectShowSize } : {}),
    };
  },

  saveDashboard: async ({ body, repositories }) => {
    if (body.modelShow) {
      const unknown = body.modelShow.split(',').filter((label) => label && !MODEL_SHOW_LABELS.includes(label));
      if (unknown.length)
        throw badRequest('body/modelShow', `包含未知的模块：${unknown.join(',')}（可选：${MODEL_SHOW_LABELS.join(',')}）`);
    }
    await repositories.projects.update(body.projectId, {
      ...projectData(body, ['showProjectName', 'showProjectSize', 'modelShow', 'projectShowName', 'projectShowSize']),
      ...(body.copyright !== undefined ? { dashboardCopyright: body.copyright } : {}),
    });
    return repositories.projects.dashboardConfig(body.projectId);
  },

  listProjectOrgOptions: async ({ body, repositories }) =>
    (await repositories.organisations.options(body.tenantId)).map((o) => ({ id: o.id, name: o.name })),

  addManagerTeamMember: async ({ body, repositories, now }) => {
    const { tenantId: _tenantId, ...fields } = body;
    return repositories.projects.addManagerMember(fields, now);
  },

  updateManagerTeamMember: async (context) => {
    const member = await managerMember(context);
    const { name, post, phone, company } = context.body;
    await context.repositories.projects.updateManagerMember(member.id, { name, post, phone, company });
    return null;
  },

  removeManagerTeamMember: async (context) => {
    const member = await managerMember(context);
    await context.repositories.projects.removeManagerMember(member.id);
    return null;
  },

  listManagerTeam: async ({ body, repositories, window }) => {
    const page = paging(body);
    const [members, total] = await repositories.projects.managerTeamPage(body.projectId, keywordOf(body), window.today, window.until, page);
    return pageOf(
      members.map((m) => ({
        id: m.id,
        projectId: m.projectId,
        name: m.name,
        post: m.post,
        phone: m.phone,
        company: m.company,
        present: m.presence.length > 0,
      })),
      total,
      page,
    );
  },

  addContract: async ({ body, repositories, now }) => {
    const { tenantId: _tenantId, ...fields } = body;
    return repositories.projects.addContract(fields, now);
  },

  listContracts: async ({ body, repositories }) => {
    const page = paging(body);
    const [contracts, total] = await repositories.projects.contractPage(body.projectId, keywordOf(body), page);
    return pageOf(
      contracts.map((c) => ({
        id: c.id,
        projectId: c.projectId,
        name: c.name,
        code: c.code,
        ...(c.type ? { type: c.type } : {}),
        partyA: c.partyA,
        partyB: c.partyB,
        amount: c.amount,
        signDate: c.signDate,
      })),
      total,
      page,
    );
  },

  getProjectFiles: async ({ body, repositories }) => {
    const files = await repositories.projects.files(body.projectId, body.type);
    return {
      list: files.map((f) => ({ id: f.id, name: f.name, type: f.type, url: f.url, size: f.size, uploadTime: f.uploadTime })),
      total: files.length,
    };
  },

  getDigitizationShow: async ({ body, repositories }) => repositories.projects.mediaLinks(body.projectId, ['bim', 'panorama', 'photo']),

  getProjectDashboardVersion: async ({ body, repositories }) => repositories.projects.dashboardVersion(body.projectId),

  updateProjectDashboardVersion: async ({ body, repositories }) => {
    await repositories.projects.update(body.projectId, { dashboardVersion: body.dashboardVersion });
    return repositories.projects.dashboardVersion(body.projectId);
  },
} satisfies HandlerMap;
