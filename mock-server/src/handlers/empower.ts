// Module authorisation (empower) records: one per project and module, valid through its expiry day.
import { isoOf } from '../clock';
import { MODULES, moduleOf } from '../db/reference';
import type { Prisma } from '../generated/prisma/client';
import { badRequest, notFound } from '../errors';
import { keywordOf, queryPage } from '../services/paging';
import { projectNode, tenantNode } from '../services/trees';
import type { HandlerMap } from './context';

export const empowerHandlers = {
  listEmpowerRecords: async ({ body, services, today }) => {
    const keyword = keywordOf(body);
    const where: Prisma.EmpowerRecordWhereInput = {
      tenantId: body.tenantId,
      ...(body.projectId ? { projectId: body.projectId } : {}),
      ...(body.moduleCode ? { moduleCode: body.moduleCode } : {}),
      ...(keyword ? { OR: [{ project: { name: { contains: keyword } } }, { module: { name: { contains: keyword } } }] } : {}),
    };
    return queryPage(
      body,
      (window) =>
        services.prisma.empowerRecord.findMany({
          where,
          include: { tenant: { select: { name: true } }, project: { select: { name: true } } },
          orderBy: [{ projectId: 'asc' }, { id: 'asc' }],
          ...window,
        }),
      () => services.prisma.empowerRecord.count({ where }),
      (r) => ({
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
      }),
    );
  },

  listEmpowerModules: async () => ({ list: MODULES.map(({ code, name }) => ({ code, name })) }),

  saveEmpowerRecord: async ({ body, services, today, now }) => {
    const { prisma } = services;
    const project = await prisma.project.findUnique({ where: { id: body.projectId } });
    if (!project) throw notFound(`项目 ${body.projectId}`);
    const startTime = body.startTime ?? today;
    if (body.expireTime < startTime) throw badRequest('body/expireTime', '不能早于开始日期');
    const data = { tenantId: project.tenantId, projectId: project.id, moduleCode: body.moduleCode, startTime, expireTime: body.expireTime };
    if (body.id) {
      const record = await prisma.empowerRecord.findUnique({ where: { id: body.id } });
      if (!record) throw notFound(`授权记录 ${body.id}`);
      const clash = await prisma.empowerRecord.findUnique({
        where: { projectId_moduleCode: { projectId: project.id, moduleCode: body.moduleCode } },
      });
      if (clash && clash.id !== record.id) throw badRequest('body/moduleCode', '该项目已有此模块的授权记录');
      await prisma.empowerRecord.update({ where: { id: record.id }, data });
      return { id: record.id };
    }
    // Granting a module the project already has extends that record.
    const record = await prisma.empowerRecord.upsert({
      where: { projectId_moduleCode: { projectId: project.id, moduleCode: body.moduleCode } },
      create: { ...data, createTime: isoOf(now) },
      update: data,
    });
    return { id: record.id };
  },

  removeEmpowerRecord: async ({ body, services }) => {
    const record = await services.prisma.empowerRecord.findFirst({ where: { id: body.id, tenantId: body.tenantId } });
    if (!record) throw notFound(`授权记录 ${body.id}`);
    await services.prisma.empowerRecord.delete({ where: { id: record.id } });
    return null;
  },

  getEmpowerNodeTree: async ({ services }) => {
    const tenants = await services.prisma.tenant.findMany({
      include: { projects: { include: { organisation: { select: { name: true } } }, orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    });
    return tenants.map((t) =>
      tenantNode(
        t,
        t.projects.map((p) => projectNode(p, p.organisation.name)),
      ),
    );
  },

  checkEmpowerModule: async ({ body, services, today, scenario }) => {
    const state = await services.modules.state(body.projectId, body.moduleCode, today, scenario?.name === 'module-expired');
    return { moduleCode: body.moduleCode, authorised: state.authorised, expired: state.expired, expireTime: state.expireTime };
  },

  getModuleAuthStatus: async ({ body, services, today, scenario }) => {
    const modules = await services.modules.all(body.projectId, today, scenario?.name === 'module-expired');
    return {
      expired: modules.some((m) => m.expired),
      modules: modules.map((m) => ({ code: m.code, name: m.name, expireTime: m.expireTime, expired: m.expired })),
    };
  },
} satisfies HandlerMap;
