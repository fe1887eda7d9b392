// Warnings, AI alarms and inspections, with statuses derived from the day (see prisma/schema.prisma),
// so the pies, the charts and the lists count the same records the same way.
import type { Schemas } from '@smartsite/api';
import type { AiAlarmRecord, InspectionKind, InspectionRecord, WarningRecord } from '../repositories/safety';
import type { FactWindow } from './labour';

export type WarningStatus = Schemas['Warning']['status'];
export const WARNING_STATUSES: WarningStatus[] = ['未处理', '处理中', '已处理'];

export const warningStatus = (w: { date: string; handledOn: string | null }, today: string): WarningStatus =>
  w.handledOn !== null && w.handledOn <= today ? '已处理' : w.date < today ? '处理中' : '未处理';

export const warningRow = (w: WarningRecord, today: string): Schemas['Warning'] => ({
  id: w.id,
  type: w.type,
  module: w.module,
  level: w.level,
  content: w.content,
  status: warningStatus(w, today),
  deviceName: w.deviceName,
  time: w.time,
});

export const aiAlarmRow = (a: AiAlarmRecord, today: string): Schemas['AiAlarm'] => ({
  id: a.id,
  cameraName: a.camera.name,
  type: a.type,
  time: a.time,
  image: a.image,
  status: a.handledOn !== null && a.handledOn <= today ? '已处理' : '未处理',
});

export type InspectionStatus = Schemas['Inspection']['status'];
export const INSPECTION_STATUSES: InspectionStatus[] = ['待整改', '整改中', '已整改', '已超期'];

/** Rectified once its rectification time has passed; else overdue after the deadline; else in progress after the day found. */
export function inspectionRow(i: InspectionRecord, { today, until }: FactWindow): Schemas['Inspection'] {
  const rectified = i.rectifyTime !== null && i.rectifyTime <= until;
  const status: InspectionStatus = rectified ? '已整改' : i.deadline < today ? '已超期' : i.date < today ? '整改中' : '待整改';
  return {
    id: i.id,
    kind: i.kind as InspectionKind,
    title: i.title,
    category: i.category,
    unit: i.unit,
    level: i.level as Schemas['Inspection']['level'],
    status,
    checker: i.checker,
    checkTime: i.checkTime,
    deadline: i.deadline,
    rectifyTime: rectified ? i.rectifyTime : null,
  };
}

/** 按期整改 / 超期整改 / 期限内整改中 / 超期未整改. */
export function termOf(row: Schemas['Inspection']): string {
  if (row.rectifyTime) return row.rectifyTime.slice(0, 10) <= row.deadline ? '按期整改' : '超期整改';
  return row.status === '已超期' ? '超期未整改' : '期限内整改中';
}
export const TERMS = ['按期整改', '超期整改', '期限内整改中', '超期未整改'];
