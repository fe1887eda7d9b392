// v2 big screen, smart monitoring tab: AR high-point cameras, time-lapse videos and AI alarms.
import { notFound } from '../errors';
import { cameraList } from '../services/site';
import { aiDayChart, aiLogPage, aiTypeChart } from './dashboardV1';
import type { HandlerMap } from './context';

export const dashboardV2CameraHandlers = {
  listArMarkers: async ({ body, services }) => {
    const markers = await services.prisma.arMarker.findMany({ where: { projectId: body.projectId }, orderBy: { id: 'asc' } });
    return { list: markers.map((m) => ({ id: m.id, name: m.name, type: m.type, x: m.x, y: m.y, cameraId: m.cameraId })) };
  },

  listArCameras: async ({ body, services }) => cameraList(services.prisma, body.projectId, 'ar'),

  listDelayedVideos: async ({ body, services }) => {
    const videos = await services.prisma.delayedVideo.findMany({ where: { projectId: body.projectId }, orderBy: { id: 'asc' } });
    return { list: videos.map((v) => ({ id: v.id, name: v.name, cover: v.cover, startDate: v.startDate, endDate: v.endDate })) };
  },

  getDelayedVideo: async ({ body, services }) => {
    const video = await services.prisma.delayedVideo.findFirst({ where: { id: body.id, projectId: body.projectId } });
    if (!video) throw notFound(`延时摄影 ${body.id}`);
    return { name: video.name, url: video.url, poster: video.cover, status: 'online' as const };
  },

  listV2AiLogs: aiLogPage,
  getV2AiDayChart: aiDayChart,
  getV2AiTypeChart: aiTypeChart,
} satisfies HandlerMap;
