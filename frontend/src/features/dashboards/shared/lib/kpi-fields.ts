// Key figures several screens show from the same answers: the labour index, an inspection overview, and an
// environment reading.
import type { Schemas } from '@smartsite/api';
import type { KpiItem } from '../components/kpi-grid';
import { tr } from '@/lib/i18n/phrases';

type NumberKeys<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/** One figure of a KPI panel: which numeric field of the answer, its label and unit. */
export interface KpiField<Data> {
  key: NumberKeys<Data>;
  label: string;
  unit?: string;
}

export const labourIndexFields: readonly KpiField<Schemas['LabourIndex']>[] = [
  { key: 'total', label: tr('在册人数'), unit: tr('人') },
  { key: 'present', label: tr('今日出勤'), unit: tr('人') },
  { key: 'attendanceRate', label: tr('出勤率'), unit: '%' },
  { key: 'managers', label: tr('管理人员'), unit: tr('人') },
  { key: 'workers', label: tr('劳务人员'), unit: tr('人') },
];

export const inspectionOverviewFields: readonly KpiField<Schemas['InspectionOverview']>[] = [
  { key: 'total', label: tr('问题总数'), unit: tr('项') },
  { key: 'pending', label: tr('待整改'), unit: tr('项') },
  { key: 'rectifying', label: tr('整改中'), unit: tr('项') },
  { key: 'rectified', label: tr('已整改'), unit: tr('项') },
  { key: 'overdue', label: tr('已超期'), unit: tr('项') },
  { key: 'rectifyRate', label: tr('整改率'), unit: '%' },
];

export function craneReadings(crane: Schemas['TowerCrane']): KpiItem[] {
  return [
    { label: tr('载重'), value: crane.loadTon, unit: 't' },
    { label: tr('力矩比'), value: crane.loadRatio, unit: '%' },
    { label: tr('幅度'), value: crane.radiusM, unit: 'm' },
    { label: tr('高度'), value: crane.heightM, unit: 'm' },
    { label: tr('风速'), value: crane.windSpeed, unit: 'm/s' },
    { label: tr('回转'), value: crane.angle, unit: '°' },
  ];
}

export function environmentReadings(latest: Schemas['EnvironmentReading']): KpiItem[] {
  return [
    { label: 'PM2.5', value: latest.pm25, unit: 'μg/m³' },
    { label: 'PM10', value: latest.pm10, unit: 'μg/m³' },
    { label: tr('噪声'), value: latest.noise, unit: 'dB' },
    // The dust monitor's own sensor, not the city's weather report: labelled so, as its figure may differ a little.
    { label: tr('测点温度'), value: latest.temperature, unit: '°C' },
    { label: tr('测点湿度'), value: latest.humidity, unit: '%' },
    { label: tr('风速'), value: latest.windSpeed, unit: 'm/s' },
  ];
}
