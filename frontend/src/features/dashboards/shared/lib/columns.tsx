// Scroll-board columns of the row types several screens list (sign-ins, warnings, inspections, AI alarms).
import type { Schemas } from '@smartsite/api';
import type { Column } from '../components/scroll-board';
import { percent, shortTime } from './format';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

const statusTone: Record<string, string> = {
  未处理: 'is-bad',
  待整改: 'is-bad',
  已超期: 'is-bad',
  处理中: 'is-warn',
  整改中: 'is-warn',
  已处理: 'is-good',
  已整改: 'is-good',
  已完成: 'is-good',
  进行中: 'is-warn',
  滞后: 'is-bad',
  待审批: 'is-warn',
  作业中: 'is-good',
};

export const statusTag = (status: string) => <span className={`bs-tag ${statusTone[status] ?? ''}`}>{enumLabel(status)}</span>;

const direction = (value: 'in' | 'out') => (
  <span className={`bs-tag ${value === 'in' ? 'is-good' : 'is-warn'}`}>{value === 'in' ? tr('进场') : tr('出场')}</span>
);

/** Sign-ins and labour logs share these fields. */
type Movement = Pick<Schemas['SignRecord'], 'name' | 'team' | 'workType' | 'direction' | 'time'>;

export const movementColumns: Column<Movement>[] = [
  { title: tr('姓名'), value: (row) => row.name },
  { title: tr('班组'), value: (row) => enumLabel(row.team), width: 1.3 },
  { title: tr('工种'), value: (row) => enumLabel(row.workType) },
  { title: tr('方向'), value: (row) => direction(row.direction), width: 0.8 },
  { title: tr('时间'), value: (row) => shortTime(row.time), width: 1.3 },
];

export const warningColumns: Column<Schemas['Warning']>[] = [
  { title: tr('类型'), value: (row) => enumLabel(row.type) },
  // A device named after its kind (a site's one 智能电表) reads as that kind in English; other names are data.
  { title: tr('设备'), value: (row) => enumLabel(row.deviceName), width: 1.2 },
  { title: tr('内容'), value: (row) => row.content, width: 2 },
  { title: tr('状态'), value: (row) => statusTag(row.status), width: 0.9 },
  { title: tr('时间'), value: (row) => shortTime(row.time), width: 1.2 },
];

export const inspectionColumns: Column<Schemas['Inspection']>[] = [
  { title: tr('问题'), value: (row) => row.title, width: 2 },
  { title: tr('类别'), value: (row) => enumLabel(row.category) },
  { title: tr('单位'), value: (row) => enumLabel(row.unit), width: 1.3 },
  { title: tr('状态'), value: (row) => statusTag(row.status), width: 0.9 },
  { title: tr('期限'), value: (row) => row.deadline, width: 1.1 },
];

export const aiAlarmColumns: Column<Schemas['AiAlarm']>[] = [
  { title: tr('摄像头'), value: (row) => row.cameraName },
  { title: tr('告警类型'), value: (row) => enumLabel(row.type), width: 1.3 },
  { title: tr('状态'), value: (row) => statusTag(row.status), width: 0.9 },
  { title: tr('时间'), value: (row) => shortTime(row.time), width: 1.2 },
];

export const progressItemColumns: Column<Schemas['ProgressItem']>[] = [
  { title: tr('阶段'), value: (row) => enumLabel(row.name), width: 1.3 },
  { title: tr('计划'), value: (row) => `${row.plannedStart} ~ ${row.plannedEnd}`, width: 2.2 },
  { title: tr('完成'), value: (row) => percent(row.percent), width: 0.7 },
  { title: tr('状态'), value: (row) => statusTag(row.status), width: 0.8 },
];

export const dailyColumns: Column<Schemas['ProductionDaily']>[] = [
  { title: tr('日期'), value: (row) => row.date, width: 1.1 },
  { title: tr('天气'), value: (row) => enumLabel(row.weather), width: 1.1 },
  { title: tr('施工内容'), value: (row) => <span title={row.content}>{row.content}</span>, width: 3 },
  { title: tr('记录人'), value: (row) => row.author, width: 0.8 },
];
