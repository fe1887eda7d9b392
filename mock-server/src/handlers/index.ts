// Home page (tag index): totals over the caller's projects, the project summary, the dashboard link
// and version.
import type { Schemas } from '@smartsite/api';
import { dashboardPath } from '../repositories/projects';
import type { HandlerMap } from './context';

export const indexHandlers = {
  getIndexShow: async ({ user, body, repositories, window }) => {
    const { labour, safety, site } = repositories;
    const projects = await repositories.projects.authorised(user, body.tenantId);
    const ids = projects.map((p) => p.id);
    const [rollCalls, devices, cameras, warnings] = await Promise.all([
      Promise.all(ids.map((id) => labour.summary(id, window))),
      site.deviceCount(ids),
      site.cameraCount(ids),
      safety.openWarningCount(ids, window),
    ]);
    return {
      projectTotal: projects.length,
      workerTotal: rollCalls.reduce((sum, l) => sum + l.total, 0),
      presentToday: rollCalls.reduce((sum, l) => sum + l.present, 0),
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

  getIndexV2: async ({ body, repositories, window }) => {
    const project = await repositories.projects.find(body.projectId);
    const [labour, warningToday, cameras, progress] = await Promise.all([
      repositories.labour.summary(project.id, window),
      repositories.safety.warningsTodayCount(project.id, window),
      repositories.site.cameraCounts(project.id),
      repositories.projects.progress(project.id, window.today),
    ]);
    return {
      project: { id: project.id, name: project.name },
      workerTotal: labour.total,
      presentToday: labour.present,
      warningToday,
      cameraTotal: cameras.total,
      cameraOnline: cameras.online,
      progressPercent: progress.actualPercent,
    };
  },

  goDashboard: async ({ body, repositories }) => {
    const project = await repositories.projects.withTenantSettings(body.projectId);
    return project.tenant.commandPlatform ? `/#${dashboardPath(project.dashboardVersion)}` : '';
  },

  getDashboardVersion: async ({ body, repositories }) => repositories.projects.dashboardVersion(body.projectId),
} satisfies HandlerMap;
