// Site time. The platform is Chinese, so "today" and every timestamp the API returns are in China
// Standard Time (UTC+08:00, no daylight saving) whatever the host's time zone; a test can pass its own
// `now` to buildApp to move the date.
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export type Now = () => Date;

/** 'YYYY-MM-DD' of an instant, in site time. */
export const dayOf = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** ISO 8601 with the +08:00 offset, second precision: '2026-11-20T09:00:00+08:00'. */
export const isoOf = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19) + '+08:00';

/** The instant of a site-time day and clock time ('07:45:10'). */
export const atTime = (day: string, time: string): string => `${day}T${time}+08:00`;

/** The day `days` after `day` (negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The `count` days ending with `last`, oldest first. */
export const lastDays = (last: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));

/** 'MM-DD' label of a day, for chart categories. */
export const shortDay = (day: string): string => day.slice(5);

export interface SiteTime {
  now: Date;
  /** 'YYYY-MM-DD' in site time. */
  today: string;
  /** The instant as ISO 8601 +08:00 (second precision). */
  until: string;
}

/** A clock whose readings are formatted once per second, not on every request. */
export function siteClock(now: Now): () => SiteTime {
  let second = Number.NaN;
  let time: SiteTime | undefined;
  return () => {
    const instant = now();
    const current = Math.floor(instant.getTime() / 1000);
    if (current !== second || !time) {
      second = current;
      time = { now: instant, today: dayOf(instant), until: isoOf(instant) };
    }
    return time;
  };
}
