// Home page (tag index): totals over the caller's projects, the project summary, the dashboard link
// and version.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import { labourSummary } from '../services/labour';
import { authorisedProjectsWhere, progressOf } from '../services/projects';
import type { HandlerMap } from './context';

/** The dashboard route of a project's version, and the link the command-platform button opens. */
const dashboardPath = (version: string) => (version === 'v1' ? '/dashboard/index' : '/dashboard/v2/project');

export async function dashboardVersion(prisma: PrismaClient, projectId: number) {
  const { dashboardVersion } = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { dashboardVersion: true } });
  return { dashboardVersion: dashboardVersion === 'v1' ? ('v1' as const) : ('v2' as const), path: dashboardPath(dashboardVersion) };
}

export const indexHandlers = {
  getIndexShow: async ({ user, body, services, window }) => {
    const { prisma } = services;
    const projects = await prisma.project.findMany({ where: authorisedProjectsWhere(user, body.tenantId), orderBy: { id: 'asc' } });
    const ids = projects.map((p) => p.id);
    const [labour, devices, cameras, warnings] = await Promise.all([
      Promise.all(ids.map((id) => labourSummary(prisma, id, window))),
      prisma.device.count({ where: { projectId: { in: ids } } }),
      prisma.camera.count({ where: { projectId: { in: ids } } }),
      prisma.warning.count({
        where: { projectId: { in: ids }, time: { lte: window.until }, OR: [{ handledOn: null }, { handledOn: { gt: window.today } }] },
      }),
    ]);
    return {
      projectTotal: projects.length,
      workerTotal: labour.reduce((sum, l) => sum + l.total, 0),
      presentToday: labour.reduce((sum, l) => sum + l.present, 0),
      deviceTotal: devices + cameras,
      warningTotal: warnings,
      projects: projects
        .filter((p) => p.lng !== null && p.lat !== null)
        .map((p) => ({
          id: p.id,
          name: p.name,
          lng: p.lng!,
          lat: p.lat!,
          status: p.status as Schemas['ProjectStatus'],
          address: p.address,
        })),
    };
  },

  getIndexV2: async ({ body, services, window }) => {
    const { prisma } = services;
    const project = await prisma.project.findUniqueOrThrow({ where: { id: body.projectId } });
    const [labour, warningToday, cameraTotal, cameraOnline, progress] = await Promise.all([
      labourSummary(prisma, project.id, window),
      prisma.warning.count({ where: { projectId: project.id, date: window.today, time: { lte: window.until } } }),
      prisma.camera.count({ where: { projectId: project.id } }),
      prisma.camera.count({ where: { projectId: project.id, status: 'online' } }),
      progressOf(prisma, project.id, window.today),
    ]);
    return {
      project: { id: project.id, name: project.name },
      workerTotal: labour.total,
      presentToday: labour.present,
      warningToday,
      cameraTotal,
      cameraOnline,
      progressPercent: progress.actualPercent,
    };
  },

  goDashboard: async ({ body, services }) => {
    const project = await services.prisma.project.findUniqueOrThrow({
      where: { id: body.projectId },
      include: { tenant: { select: { commandPlatform: true } } },
    });
    return project.tenant.commandPlatform ? `/#${dashboardPath(project.dashboardVersion)}` : '';
  },

  getDashboardVersion: async ({ body, services }) => dashboardVersion(services.prisma, body.projectId),
} satisfies HandlerMap;
