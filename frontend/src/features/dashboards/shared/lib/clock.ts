// Dashboard clock text (docs/requirements/dashboards.md#clock): hh:mm:ss, month and day, Chinese weekday, in the business zone (the
// zone of the figures, not the browser's). The hours are two digits on the 24-hour clock: a 12-hour reading
// without AM/PM would be ambiguous on a wall screen.
import { zonedParts } from '@/lib/zoned-time';
import { tr } from '@/lib/i18n/phrases';

const WEEKDAYS = [tr('星期日'), tr('星期一'), tr('星期二'), tr('星期三'), tr('星期四'), tr('星期五'), tr('星期六')] as const;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface ClockText {
  /** 09:05:07 */
  time: string;
  /** 11月23日 */
  monthDay: string;
  /** 星期一 */
  weekday: string;
  /** 2026-11-23 */
  date: string;
}

export function formatClock(now: Date, zone: string): ClockText {
  const part = zonedParts(now, zone);
  return {
    time: `${part.hour}:${part.minute}:${part.second}`,
    monthDay: tr('{{month}}月{{day}}日', { month: Number(part.month), day: Number(part.day) }),
    weekday: WEEKDAYS[WEEKDAY_INDEX[part.weekday] ?? -1] ?? '',
    date: `${part.year}-${part.month}-${part.day}`,
  };
}
