// Key figures several screens show from the same answers: the labour index, an inspection overview, and an
// environment reading.
import type { Schemas } from '@smartsite/api';
import type { KpiItem } from '../components/kpi-grid';

type NumberKeys<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/** One figure of a KPI panel: which numeric field of the answer, its label and unit. */
export interface KpiField<Data> {
  key: NumberKeys<Data>;
  label: string;
  unit?: string;
}

export const labourIndexFields: readonly KpiField<Schemas['LabourIndex']>[] = [
  { key: 'total', label: '在册人数', unit: '人' },
  { key: 'present', label: '今日出勤', unit: '人' },
  { key: 'attendanceRate', label: '出勤率', unit: '%' },
  { key: 'managers', label: '管理人员', unit: '人' },
  { key: 'workers', label: '劳务人员', unit: '人' },
];

export const inspectionOverviewFields: readonly KpiField<Schemas['InspectionOverview']>[] = [
  { key: 'total', label: '问题总数', unit: '项' },
  { key: 'pending', label: '待整改', unit: '项' },
  { key: 'rectifying', label: '整改中', unit: '项' },
  { key: 'rectified', label: '已整改', unit: '项' },
  { key: 'overdue', label: '已超期', unit: '项' },
  { key: 'rectifyRate', label: '整改率', unit: '%' },
];

export function craneReadings(crane: Schemas['TowerCrane']): KpiItem[] {
  return [
    { label: '载重', value: crane.loadTon, unit: 't' },
    { label: '力矩比', value: crane.loadRatio, unit: '%' },
    { label: '幅度', value: crane.radiusM, unit: 'm' },
    { label: '高度', value: crane.heightM, unit: 'm' },
    { label: '风速', value: crane.windSpeed, unit: 'm/s' },
    { label: '回转', value: crane.angle, unit: '°' },
  ];
}

export function environmentReadings(latest: Schemas['EnvironmentReading']): KpiItem[] {
  return [
    { label: 'PM2.5', value: latest.pm25, unit: 'μg/m³' },
    { label: 'PM10', value: latest.pm10, unit: 'μg/m³' },
    { label: '噪声', value: latest.noise, unit: 'dB' },
    { label: '温度', value: latest.temperature, unit: '°C' },
    { label: '湿度', value: latest.humidity, unit: '%' },
    { label: '风速', value: latest.windSpeed, unit: 'm/s' },
  ];
}
