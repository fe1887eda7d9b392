// v2 big screen, smart monitoring tab: AR high-point cameras, time-lapse videos and AI alarms.
import { notFound } from '../errors';
import { aiDayChart, aiLogPage, aiTypeChart } from '../services/boards';
import { chartDays } from '../services/charts';
import type { HandlerMap } from './context';

export const dashboardV2CameraHandlers = {
  listArMarkers: async ({ body, repositories }) => {
    const markers = await repositories.site.arMarkers(body.projectId);
    return { list: markers.map((m) => ({ id: m.id, name: m.name, type: m.type, x: m.x, y: m.y, cameraId: m.cameraId })) };
  },

  listArCameras: async ({ body, repositories }) => repositories.site.cameraList(body.projectId, 'ar'),

  listDelayedVideos: async ({ body, repositories }) => {
    const videos = await repositories.site.delayedVideos(body.projectId);
    return { list: videos.map((v) => ({ id: v.id, name: v.name, cover: v.cover, startDate: v.startDate, endDate: v.endDate })) };
  },

  getDelayedVideo: async ({ body, repositories }) => {
    const video = await repositories.site.delayedVideo(body.projectId, body.id);
    if (!video) throw notFound(`延时摄影 ${body.id}`);
    return { name: video.name, url: video.url, poster: video.cover, status: 'online' as const };
  },

  listV2AiLogs: async ({ body, repositories, window }) =>
    aiLogPage(await repositories.safety.aiAlarms(body.projectId, window), body, window.today),
  getV2AiDayChart: async ({ body, repositories, window }) =>
    aiDayChart(await repositories.safety.aiAlarms(body.projectId, window), chartDays(window.today, body.days)),
  getV2AiTypeChart: async ({ body, repositories, window }) => aiTypeChart(await repositories.safety.aiAlarms(body.projectId, window)),
} satisfies HandlerMap;
