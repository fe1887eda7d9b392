// v2 big screen, project overview tab.
import type { Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import { notFound } from '../errors';
import { posterAt } from '../media/daylight';
import { labourAttendanceChart, signList } from '../services/boards';
import { chartDays, countBy, dayChart, namedValues } from '../services/charts';
import { overallProgress, period, progressItem, projectUnits } from '../services/projects';
import { INSPECTION_STATUSES, inspectionRow } from '../services/safety';
import { IOT_KINDS } from '../services/site';
import type { HandlerMap } from './context';

export const dashboardV2ProjectHandlers = {
  getV2ProjectInfo: async ({ body, repositories, window }) => {
    const p = await repositories.projects.find(body.projectId);
    const progress = await repositories.projects.progress(p.id, window.today);
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

  getV2Labour: async ({ body, repositories, window }) => {
    const { total, present, managers, workers, attendanceRate } = await repositories.labour.summary(body.projectId, window);
    return { total, present, managers, workers, attendanceRate };
  },

  getV2LabourChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const [present, workers] = await Promise.all([
      repositories.labour.workersPresentPerDay(body.projectId, days, window.until),
      repositories.labour.workerCount(body.projectId),
    ]);
    return labourAttendanceChart(days, present, workers);
  },

  getV2IotCount: async ({ body, repositories }) => {
    const [devices, cameras] = await Promise.all([
      repositories.site.deviceStates(body.projectId),
      repositories.site.cameraList(body.projectId, 'site'),
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

  getV2EnvironmentChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const readings = await repositories.site.environmentReadings(body.projectId, days[0]!, window.until);
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

  getV2SafetyChart: async ({ body, repositories, window }) => {
    const rows = (await repositories.safety.inspections(body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return namedValues(
      countBy(rows, (r) => r.status),
      INSPECTION_STATUSES,
    );
  },

  listV2News: async ({ body, repositories, window }) => {
    const news = await repositories.projects.news(body.projectId, window.until);
    return { list: news.map((n) => ({ id: n.id, title: n.title, summary: n.summary, cover: n.cover, time: n.time })), total: news.length };
  },

  getV2MainBim: async ({ body, repositories }) => {
    const [model] = (await repositories.projects.mediaLinks(body.projectId, ['bim'])).list;
    if (!model) throw notFound('BIM模型');
    return { name: model.name, modelUrl: model.url, thumbnail: model.cover };
  },

  listV2SignRecords: async ({ body, repositories, window }) =>
    signList(await repositories.labour.passes(body.projectId, [window.today], window.until)),

  listV2ProgressItems: async ({ body, repositories, window }) => {
    const items = await repositories.projects.progressItems(body.projectId);
    return { list: items.map((item) => progressItem(item, window.today)) };
  },

  getV2ProgressShow: async ({ body, repositories, window }) => {
    const project = await repositories.projects.find(body.projectId);
    const items = await repositories.projects.progressItems(project.id);
    const { plannedPercent, actualPercent } = overallProgress(items, window.today);
    // Days behind plan: the progress gap expressed in days of the project's period (negative when ahead).
    const deviationDays = Math.round(((plannedPercent - actualPercent) / 100) * period(project, window.today).totalDays);
    return { plannedPercent, actualPercent, deviationDays, milestones: await repositories.projects.milestones(project.id, window.today) };
  },

  getV2PanoramaLinks: async ({ body, repositories }) => repositories.projects.mediaLinks(body.projectId, ['panorama']),

  getV2VideoUrl: async ({ body, repositories, now }) => {
    const camera = await repositories.site.mainCamera(body.projectId);
    if (!camera) throw notFound('主视频');
    return {
      name: camera.name,
      url: camera.streamUrl,
      poster: posterAt(camera.poster, isoOf(now)),
      status: camera.status as 'online' | 'offline',
    };
  },

  listV2Renderings: async ({ body, repositories }) => repositories.projects.mediaLinks(body.projectId, ['render']),

  getV2DashboardConfig: async ({ body, repositories }) => repositories.projects.dashboardConfig(body.projectId),
} satisfies HandlerMap;
