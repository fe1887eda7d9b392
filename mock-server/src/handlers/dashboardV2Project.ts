// v2 big screen, project overview tab.
import type { Schemas } from '@smartsite/api';
import { notFound } from '../errors';
import { chartDays, countBy, dayChart, namedValues } from '../services/charts';
import { labourSummary } from '../services/labour';
import {
  dashboardConfig,
  mediaLinks,
  milestonesOf,
  overallProgress,
  period,
  progressItem,
  progressOf,
  projectUnits,
} from '../services/projects';
import { INSPECTION_STATUSES, inspectionRow, inspections } from '../services/safety';
import { cameraList, IOT_KINDS } from '../services/site';
import { labourAttendanceChart, signRecords } from './dashboardV1';
import type { HandlerMap } from './context';

export const dashboardV2ProjectHandlers = {
  getV2ProjectInfo: async ({ body, services, window }) => {
    const p = await services.prisma.project.findUniqueOrThrow({ where: { id: body.projectId } });
    const progress = await progressOf(services.prisma, p.id, window.today);
    return {
      id: p.id,
      name: p.name,
      address: p.address,
      status: p.status as Schemas['ProjectStatus'],
      startDate: p.startDate,
      endDate: p.endDate,
      progressPercent: progress.actualPercent,
      description: p.description,
      cover: p.cover,
      units: projectUnits(p),
    };
  },

  getV2Labour: async ({ body, services, window }) => {
    const { total, present, managers, workers, attendanceRate } = await labourSummary(services.prisma, body.projectId, window);
    return { total, present, managers, workers, attendanceRate };
  },

  getV2LabourChart: labourAttendanceChart,

  getV2IotCount: async ({ body, services }) => {
    const [devices, cameras] = await Promise.all([
      services.prisma.device.findMany({ where: { projectId: body.projectId }, select: { kind: true, status: true } }),
      cameraList(services.prisma, body.projectId, 'site'),
    ]);
    const list = [
      ...IOT_KINDS.map(([code, name]) => {
        const ofKind = devices.filter((d) => d.kind === code);
        return { code, name, total: ofKind.length, online: ofKind.filter((d) => d.status === 'online').length };
      }),
      { code: 'camera', name: '视频监控', total: cameras.total, online: cameras.online },
    ];
    return { list, total: list.reduce((sum, k) => sum + k.total, 0), online: list.reduce((sum, k) => sum + k.online, 0) };
  },

  getV2EnvironmentChart: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const readings = await services.prisma.environmentReading.findMany({
      where: { projectId: body.projectId, date: { gte: days[0]! }, time: { lte: window.until } },
      orderBy: { time: 'asc' },
    });
    const latest = readings[readings.length - 1];
    if (!latest) throw notFound('环境监测数据');
    const average = (column: 'pm25' | 'pm10' | 'noise') =>
      new Map(
        days.map((day) => {
          const ofDay = readings.filter((r) => r.date === day);
          return [day, ofDay.length ? ofDay.reduce((sum, r) => sum + r[column], 0) / ofDay.length : 0];
        }),
      );
    return {
      latest: {
        pm25: latest.pm25,
        pm10: latest.pm10,
        noise: latest.noise,
        temperature: latest.temperature,
        humidity: latest.humidity,
        windSpeed: latest.windSpeed,
        time: latest.time,
      },
      chart: dayChart(days, [
        { name: 'PM2.5', perDay: average('pm25') },
        { name: 'PM10', perDay: average('pm10') },
        { name: '噪声', perDay: average('noise') },
      ]),
    };
  },

  getV2SafetyChart: async ({ body, services, window }) => {
    const rows = (await inspections(services.prisma, body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return namedValues(
      countBy(rows, (r) => r.status),
      INSPECTION_STATUSES,
    );
  },

  listV2News: async ({ body, services, window }) => {
    const news = await services.prisma.news.findMany({
      where: { projectId: body.projectId, time: { lte: window.until } },
      orderBy: [{ time: 'desc' }, { id: 'desc' }],
    });
    return { list: news.map((n) => ({ id: n.id, title: n.title, summary: n.summary, cover: n.cover, time: n.time })), total: news.length };
  },

  getV2MainBim: async ({ body, services }) => {
    const [model] = (await mediaLinks(services.prisma, body.projectId, ['bim'])).list;
    if (!model) throw notFound('BIM模型');
    return { name: model.name, modelUrl: model.url, thumbnail: model.cover };
  },

  listV2SignRecords: signRecords,

  listV2ProgressItems: async ({ body, services, window }) => {
    const items = await services.prisma.progressItem.findMany({ where: { projectId: body.projectId }, orderBy: { sort: 'asc' } });
    return { list: items.map((item) => progressItem(item, window.today)) };
  },

  getV2ProgressShow: async ({ body, services, window }) => {
    const { prisma } = services;
    const project = await prisma.project.findUniqueOrThrow({ where: { id: body.projectId } });
    const items = await prisma.progressItem.findMany({ where: { projectId: project.id } });
    const { plannedPercent, actualPercent } = overallProgress(items, window.today);
    // Days behind plan: the progress gap expressed in days of the project's period (negative when ahead).
    const deviationDays = Math.round(((plannedPercent - actualPercent) / 100) * period(project, window.today).totalDays);
    return { plannedPercent, actualPercent, deviationDays, milestones: await milestonesOf(prisma, project.id, window.today) };
  },

  getV2PanoramaLinks: async ({ body, services }) => mediaLinks(services.prisma, body.projectId, ['panorama']),

  getV2VideoUrl: async ({ body, services }) => {
    const camera = await services.prisma.camera.findFirst({ where: { projectId: body.projectId, main: true } });
    if (!camera) throw notFound('主视频');
    return { name: camera.name, url: camera.streamUrl, poster: camera.poster, status: camera.status as 'online' | 'offline' };
  },

  listV2Renderings: async ({ body, services }) => mediaLinks(services.prisma, body.projectId, ['render']),

  getV2DashboardConfig: async ({ body, services }) => dashboardConfig(services.prisma, body.projectId),
} satisfies HandlerMap;
