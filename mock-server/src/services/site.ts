// Cameras, IoT devices, utilities and vehicles of a project.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import { dayChart, sumBy } from './charts';
import type { FactWindow } from './labour';
import { machinesLastStopped, machinesRunning, soFarToday } from './working-day';

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

/** Water (t) and/or power (kWh) used per day; today's use so far. */
export async function utilityChart(
  prisma: PrismaClient,
  projectId: number,
  days: string[],
  window: FactWindow,
  series: [column: 'water' | 'power', name: string][],
  unit: string,
) {
  const usage = await prisma.utilityUsage.findMany({ where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! } } });
  return dayChart(
    days,
    series.map(([column, name]) => ({
      name,
      perDay: soFarToday(
        sumBy(
          usage,
          (u) => u.date,
          (u) => u[column],
        ),
        window,
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

/**
 * When a device last reported: online machines report live while they run; stopped, their last report is
 * when they stopped. An offline device keeps its last report, never one later than now.
 */
function reportedAt(device: DeviceRecord, window: FactWindow): string {
  if (device.status !== 'online') return device.updateTime <= window.until ? device.updateTime : machinesLastStopped(window);
  return machinesRunning(window.until) ? window.until : machinesLastStopped(window);
}

/** A machine at rest carries no load and nobody. */
const resting = (device: DeviceRecord, window: FactWindow) => device.status === 'online' && !machinesRunning(window.until);

export const towerCrane = (device: DeviceRecord, window: FactWindow): Schemas['TowerCrane'] => {
  const reading = readings(device, { loadTon: 0, loadRatio: 0, heightM: 0, radiusM: 0, windSpeed: 0, angle: 0 });
  return {
    ...deviceHead(device),
    ...reading,
    ...(resting(device, window) ? { loadTon: 0, loadRatio: 0 } : {}),
    operator: device.operator,
    updateTime: reportedAt(device, window),
  };
};

export const elevator = (device: DeviceRecord, window: FactWindow): Schemas['Elevator'] => {
  const reading = readings(device, { floor: 1, loadKg: 0, loadRatio: 0, speed: 0, people: 0 });
  return {
    ...deviceHead(device),
    ...reading,
    ...(resting(device, window) ? { floor: 1, loadKg: 0, loadRatio: 0, speed: 0, people: 0 } : {}),
    operator: device.operator,
    updateTime: reportedAt(device, window),
  };
};

/** The spray log that sets a sprayer's state now (its latest up to now), and its latest start. */
export interface SprayerHistory {
  last?: { action: string; mode: string };
  lastRunTime?: string | null;
}

/** Each sprayer's state as its spray log has it up to now (the stored state may be a later day's). */
export async function sprayerHistories(prisma: PrismaClient, projectId: number, until: string): Promise<Map<number, SprayerHistory>> {
  const logs = await prisma.sprayLog.findMany({
    where: { projectId, time: { lte: until } },
    orderBy: [{ time: 'asc' }, { id: 'asc' }],
    select: { deviceId: true, action: true, mode: true, time: true },
  });
  const histories = new Map<number, SprayerHistory>();
  for (const log of logs) {
    const history = histories.get(log.deviceId) ?? {};
    history.last = log;
    if (log.action === 'on') history.lastRunTime = log.time;
    histories.set(log.deviceId, history);
  }
  return histories;
}

export const sprayer = (device: DeviceRecord, history?: SprayerHistory): Schemas['Sprayer'] => {
  const state = history?.last ?? { action: device.switchState, mode: device.mode };
  return {
    id: device.id,
    name: device.name,
    location: device.location,
    status: state.action === 'on' ? 'on' : 'off',
    mode: state.mode === 'manual' ? 'manual' : 'auto',
    lastRunTime: history ? (history.lastRunTime ?? null) : device.lastRunTime,
  };
};

export function vehiclePasses(prisma: PrismaClient, projectId: number, days: string[], until: string) {
  return prisma.vehiclePass.findMany({
    where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, inTime: { lte: until } },
  });
}
