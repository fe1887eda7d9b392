// Projects as the API shows them: rows, units, period and progress (the queries are in repositories/projects.ts).
import type { Schemas } from '@smartsite/api';
import { daysBetween } from '../clock';
import type { Prisma } from '../generated/prisma/client';
import { round } from './charts';

export type ProjectRecord = Prisma.ProjectGetPayload<{ include: { organisation: { select: { name: true } } } }>;
type ProgressRecord = { name: string; plannedStart: string; plannedEnd: string; actualStart: string; actualEnd: string };

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  value === null || value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);

export const projectRow = (p: ProjectRecord): Schemas['Project'] => ({
  id: p.id,
  name: p.name,
  tenantId: p.tenantId,
  orgId: p.orgId,
  orgName: p.organisation.name,
  address: p.address,
  ...optional('lng', p.lng),
  ...optional('lat', p.lat),
  status: p.status as Schemas['ProjectStatus'],
  startDate: p.startDate,
  endDate: p.endDate,
  investment: p.investment,
  area: p.area,
  ...optional('manager', p.manager),
  ...optional('phone', p.phone),
  ...optional('description', p.description),
  ...optional('buildUnit', p.buildUnit),
  ...optional('constructionUnit', p.constructionUnit),
  ...optional('designUnit', p.designUnit),
  ...optional('supervisionUnit', p.supervisionUnit),
  ...optional('safetyTarget', p.safetyTarget),
  ...optional('qualityTarget', p.qualityTarget),
  ...optional('baseFileUrl', p.baseFileUrl),
  createTime: p.createTime,
});

/** 建设/施工/设计/监理单位 that are filled in. */
export const projectUnits = (p: { buildUnit: string; constructionUnit: string; designUnit: string; supervisionUnit: string }) =>
  (
    [
      ['建设单位', p.buildUnit],
      ['施工单位', p.constructionUnit],
      ['设计单位', p.designUnit],
      ['监理单位', p.supervisionUnit],
    ] as const
  )
    .filter(([, name]) => name)
    .map(([role, name]) => ({ role, name }));

/** Total days of the period, and the days of it that have passed (0 before the start). */
export function period(p: { startDate: string; endDate: string }, today: string) {
  const totalDays = Math.max(1, daysBetween(p.startDate, p.endDate) + 1);
  const elapsedDays = Math.min(totalDays, Math.max(0, daysBetween(p.startDate, today) + 1));
  return { totalDays, elapsedDays, remainingDays: totalDays - elapsedDays };
}

/** How far through its span an item is on `today`, 0 to 100. */
const spanPercent = (start: string, end: string, today: string) =>
  today < start ? 0 : today >= end ? 100 : round((Math.max(0, daysBetween(start, today)) / Math.max(1, daysBetween(start, end))) * 100);

export function progressItem(item: ProgressRecord & { id: number }, today: string): Schemas['ProgressItem'] {
  const percent = spanPercent(item.actualStart, item.actualEnd, today);
  const planned = spanPercent(item.plannedStart, item.plannedEnd, today);
  const status = percent >= 100 ? '已完成' : planned - percent > 10 ? '滞后' : percent === 0 ? '未开始' : '进行中';
  return {
    id: item.id,
    name: item.name,
    plannedStart: item.plannedStart,
    plannedEnd: item.plannedEnd,
    actualStart: item.actualStart <= today ? item.actualStart : null,
    actualEnd: item.actualEnd <= today ? item.actualEnd : null,
    percent,
    status,
  };
}

/** Overall planned and actual progress: the items' percents weighted by their planned length. */
export function overallProgress(items: ProgressRecord[], today: string) {
  if (!items.length) return { plannedPercent: 0, actualPercent: 0 };
  let weights = 0;
  let planned = 0;
  let actual = 0;
  for (const item of items) {
    const weight = Math.max(1, daysBetween(item.plannedStart, item.plannedEnd));
    weights += weight;
    planned += weight * spanPercent(item.plannedStart, item.plannedEnd, today);
    actual += weight * spanPercent(item.actualStart, item.actualEnd, today);
  }
  return { plannedPercent: round(planned / weights), actualPercent: round(actual / weights) };
}
