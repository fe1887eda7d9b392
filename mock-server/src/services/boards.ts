// Views the v1 and v2 big screens share (AI alarms, labour attendance, the sign list), shaped from what the
// repositories read, so both tags answer the same way without one handler file importing another.
import type { Schemas } from '@smartsite/api';
import type { Pass } from '../repositories/labour';
import type { AiAlarmRecord } from '../repositories/safety';
import { countBy, dayChart, namedValues } from './charts';
import { keywordOf, pageOf, paging } from './paging';
import { aiAlarmRow } from './safety';

/** Filters rows by a keyword over some text columns, then pages them. */
export function pageRows<T>(rows: T[], body: { pageNo?: number; pageSize?: number; keyword?: string }, text: (row: T) => string[]) {
  const keyword = keywordOf(body);
  const filtered = keyword ? rows.filter((row) => text(row).some((value) => value.includes(keyword))) : rows;
  const page = paging(body);
  return pageOf(filtered.slice(page.skip, page.skip + page.take), filtered.length, page);
}

export const aiDayChart = (alarms: AiAlarmRecord[], days: string[]) =>
  dayChart(
    days,
    [
      {
        name: 'AI告警',
        perDay: countBy(
          alarms.filter((a) => a.date >= days[0]!),
          (a) => a.date,
        ),
      },
    ],
    '次',
  );

export const aiTypeChart = (alarms: AiAlarmRecord[]) => namedValues(countBy(alarms, (a) => a.type));

export function aiLogPage(alarms: AiAlarmRecord[], body: Schemas['ProjectPageBody'], today: string) {
  const rows = alarms.map((a) => aiAlarmRow(a, today));
  return pageRows(rows, body, (r) => [r.type, r.cameraName, r.status]);
}

/** Workers present per day against the workers on the roll. */
export const labourAttendanceChart = (days: string[], present: Map<string, number>, workers: number) =>
  dayChart(
    days,
    [
      { name: '出勤人数', perDay: present },
      { name: '在册人数', perDay: new Map(days.map((day) => [day, workers])) },
    ],
    '人',
  );

/** A gate pass as the labour log shows it. */
export const passRow = (e: Pass) => ({
  id: e.id,
  name: e.worker.name,
  team: e.worker.team.name,
  workType: e.worker.workType,
  direction: e.direction as 'in' | 'out',
  time: e.time,
});

/** Today's sign-ins and sign-outs, latest first (the 50 latest) with their count. */
export const signList = (today: Pass[]) => ({
  list: today.slice(0, 50).map((e) => ({ ...passRow(e), photo: e.worker.photo })),
  total: today.length,
});
