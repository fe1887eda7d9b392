// Cameras, IoT devices, utilities and vehicles of a project.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import { dayChart, sumBy } from './charts';

export async function cameraList(prisma: PrismaClient, projectId: number, kind: 'site' | 'ar'): Promise<Schemas['CameraList']> {
  const cameras = await prisma.camera.findMany({ where: { projectId, kind }, orderBy: { id: 'asc' } });
  return {
    list: cameras.map((c) => ({
      id: c.id,
      name: c.name,
      location: c.location,
      status: c.status as 'online' | 'offline',
      streamUrl: c.streamUrl,
      poster: c.poster,
    })),
    total: cameras.length,
    online: cameras.filter((c) => c.status === 'online').length,
  };
}

/** Water (t) and/or power (kWh) used per day. */
export async function utilityChart(
  prisma: PrismaClient,
  projectId: number,
  days: string[],
  series: [column: 'water' | 'power', name: string][],
  unit: string,
) {
  const usage = await prisma.utilityUsage.findMany({ where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! } } });
  return dayChart(
    days,
    series.map(([column, name]) => ({
      name,
      perDay: sumBy(
        usage,
        (u) => u.date,
        (u) => u[column],
      ),
    })),
    unit,
  );
}

export const IOT_KINDS = [
  ['crane', '塔吊'],
  ['elevator', '施工升降机'],
  ['environment', '扬尘噪声监测'],
  ['water', '智能水表'],
  ['power', '智能电表'],
  ['sprayer', '喷淋设备'],
  ['gate', '车辆道闸'],
] as const;

export function devices(prisma: PrismaClient, projectId: number, kind: string) {
  return prisma.device.findMany({ where: { projectId, kind }, orderBy: { id: 'asc' } });
}

type DeviceRecord = Awaited<ReturnType<typeof devices>>[number];

/** The fields every live device reading carries. */
const deviceHead = (device: DeviceRecord) => ({
  id: device.id,
  name: device.name,
  deviceNo: device.deviceNo,
  status: device.status as 'online' | 'offline',
});

/** The device's latest readings, each defaulting when the device has not reported it yet. */
function readings<K extends string>(device: DeviceRecord, defaults: Record<K, number>): Record<K, number> {
  const reported = JSON.parse(device.reading) as Partial<Record<K, number>>;
  return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, reported[key as K] ?? fallback])) as Record<K, number>;
}

export const towerCrane = (device: DeviceRecord): Schemas['TowerCrane'] => ({
  ...deviceHead(device),
  ...readings(device, { loadTon: 0, loadRatio: 0, heightM: 0, radiusM: 0, windSpeed: 0, angle: 0 }),
  operator: device.operator,
  updateTime: device.updateTime,
});

export const elevator = (device: DeviceRecord): Schemas['Elevator'] => ({
  ...deviceHead(device),
  ...readings(device, { floor: 1, loadKg: 0, loadRatio: 0, speed: 0, people: 0 }),
  operator: device.operator,
  updateTime: device.updateTime,
});

export const sprayer = (device: DeviceRecord): Schemas['Sprayer'] => ({
  id: device.id,
  name: device.name,
  location: device.location,
  status: device.switchState === 'on' ? 'on' : 'off',
  mode: device.mode === 'manual' ? 'manual' : 'auto',
  lastRunTime: device.lastRunTime,
});

export function vehiclePasses(prisma: PrismaClient, projectId: number, days: string[], until: string) {
  return prisma.vehiclePass.findMany({
    where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, inTime: { lte: until } },
  });
}
