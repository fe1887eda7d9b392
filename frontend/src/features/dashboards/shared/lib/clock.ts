// Dashboard clock text (spec 02 §2, §9): hh:mm:ss, month and day, Chinese weekday. The hours are two digits
// on the 24-hour clock: a 12-hour reading without AM/PM would be ambiguous on a wall screen.

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

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

export function formatClock(now: Date): ClockText {
  return {
    time: `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}:${twoDigits(now.getSeconds())}`,
    monthDay: `${now.getMonth() + 1}月${now.getDate()}日`,
    weekday: WEEKDAYS[now.getDay()] ?? '',
    date: `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`,
  };
}
