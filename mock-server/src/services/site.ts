// How a project's devices and utilities read on the dashboards (the queries are in repositories/site.ts).
import type { Schemas } from '@smartsite/api';
import type { DeviceRecord, SprayerHistory, UtilityUsageRecord } from '../repositories/site';
import { dayChart, sumBy } from './charts';
import type { FactWindow } from './labour';
import { machinesLastStopped, machinesRunning, soFarToday } from './working-day';

/** Water (t) and/or power (kWh) used per day; today's use so far. */
export function utilityChart(
  usage: UtilityUsageRecord[],
  days: string[],
  window: FactWindow,
  series: [column: 'water' | 'power', name: string][],
  unit: string,
) {
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

/**
 * A machine at rest carries no load and nobody: outside working hours, and when offline, since its last report is
 * from when it was shut down (a hoist listed as offline with 10 people at 16F reads as a fault, not a stop).
 */
const resting = (device: DeviceRecord, window: FactWindow) => device.status !== 'online' || !machinesRunning(window.until);

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
