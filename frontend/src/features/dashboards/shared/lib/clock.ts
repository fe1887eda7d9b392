// Dashboard clock text (spec 02 §2, §9): hh:mm:ss, month and day, Chinese weekday, in the business zone (the
// zone of the figures, not the browser's). The hours are two digits on the 24-hour clock: a 12-hour reading
// without AM/PM would be ambiguous on a wall screen.

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
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

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

export function formatClock(now: Date, zone: string): ClockText {
  const part = Object.fromEntries(
    formatIn(zone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    time: `${part.hour}:${part.minute}:${part.second}`,
    monthDay: `${Number(part.month)}月${Number(part.day)}日`,
    weekday: WEEKDAYS[WEEKDAY_INDEX[part.weekday ?? ''] ?? -1] ?? '',
    date: `${part.year}-${part.month}-${part.day}`,
  };
}
