// Module authorisation (empower) records: one per project and module, valid through its expiry day.
import { MODULES, moduleOf } from '../db/reference';
import { badRequest, notFound } from '../errors';
import { keywordOf, pageOf, paging } from '../services/paging';
import { projectNode, tenantNode } from '../services/trees';
import type { HandlerMap } from './context';

export const empowerHandlers = {
  listEmpowerRecords: async ({ body, repositories, today }) => {
    const page = paging(body);
    const [records, total] = await repositories.empower.page({ ...body, keyword: keywordOf(body) }, page);
    return pageOf(
      records.map((r) => ({
        id: r.id,
        tenantId: r.tenantId,
        tenantName: r.tenant.name,
        projectId: r.projectId,
        projectName: r.project.name,
        moduleCode: moduleOf(r.moduleCode).code,
        moduleName: moduleOf(r.moduleCode).name,
        startTime: r.startTime,
        expireTime: r.expireTime,
        expired: r.expireTime < today,
      })),
      total,
      page,
    );
  },

  listEmpowerModules: async () => ({ list: MODULES.map(({ code, name }) => ({ code, name })) }),

  saveEmpowerRecord: async ({ body, repositories, today, now }) => {
    const { empower } = repositories;
    const project = await repositories.projects.exists(body.projectId);
    if (!project) throw notFound(`项目 ${body.projectId}`);
    const startTime = body.startTime ?? today;
    if (body.expireTime < startTime) throw badRequest('body/expireTime', '不能早于开始日期');
    const data = { tenantId: project.tenantId, projectId: project.id, moduleCode: body.moduleCode, startTime, expireTime: body.expireTime };
    if (body.id) {
      const record = await empower.find(body.id);
      if (!record) throw notFound(`授权记录 ${body.id}`);
      const clash = await empower.ofModule(project.id, body.moduleCode);
      if (clash && clash.id !== record.id) throw badRequest('body/moduleCode', '该项目已有此模块的授权记录');
      await empower.update(record.id, data);
      return { id: record.id };
    }
    // Granting a module the project already has extends that record.
    return empower.grant(data, now);
  },

  removeEmpowerRecord: async ({ body, repositories }) => {
    const record = await repositories.empower.ofTenant(body.tenantId, body.id);
    if (!record) throw notFound(`授权记录 ${body.id}`);
    await repositories.empower.remove(record.id);
    return null;
  },

  getEmpowerNodeTree: async ({ repositories }) =>
    (await repositories.tenants.withProjects()).map((t) =>
      tenantNode(
        t,
        t.projects.map((p) => projectNode(p, p.organisation.name)),
      ),
    ),

  checkEmpowerModule: async ({ body, repositories, today, scenario }) => {
    const state = await repositories.empower.moduleState(body.projectId, body.moduleCode, today, scenario?.name === 'module-expired');
    return { moduleCode: body.moduleCode, authorised: state.authorised, expired: state.expired, expireTime: state.expireTime };
  },

  getModuleAuthStatus: async ({ body, repositories, today, scenario }) => {
    const modules = await repositories.empower.modules(body.projectId, today, scenario?.name === 'module-expired');
    return {
      expired: modules.some((m) => m.expired),
      modules: modules.map((m) => ({ code: m.code, name: m.name, expireTime: m.expireTime, expired: m.expired })),
    };
  },
} satisfies HandlerMap;
