// Business time. "Today" and every timestamp the API returns are in the business time zone (MOCK_TZ,
// default Asia/Shanghai: the platform is Chinese) whatever the host's zone. The zone is process-wide, like
// Node's TZ, because the seed and the server must agree on it; the database records the zone it was seeded in.
// A test can pass its own `now` to buildApp to move the date.
const DAY_MS = 86_400_000;

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export type Now = () => Date;

/** A time zone's calendar arithmetic, on wall-clock strings ('YYYY-MM-DD', 'HH:MM:SS'). */
export interface BusinessZone {
  name: string;
  /** 'YYYY-MM-DD' of an instant in the zone. */
  dayOf(instant: Date): string;
  /** ISO 8601 with the zone's offset, second precision: '2026-11-20T09:00:00+08:00'. */
  isoOf(instant: Date): string;
  /** The instant (ISO with offset) of a wall-clock day and time ('07:45:10') in the zone. */
  atTime(day: string, time: string): string;
}

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** The zone's calendar; throws for a name the runtime does not know. */
export function createZone(name: string): BusinessZone {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  /** Minutes the zone is ahead of UTC at an instant. */
  const offsetAt = (ms: number): number => {
    const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  };
  // Zones without daylight saving (Asia/Shanghai) take one offset for every instant: the seed formats
  // hundreds of thousands of times.
  const year = new Date().getUTCFullYear();
  const fixed = offsetAt(Date.UTC(year, 0, 1)) === offsetAt(Date.UTC(year, 6, 1)) ? offsetAt(Date.UTC(year, 0, 1)) : null;
  const offset = (ms: number) => fixed ?? offsetAt(ms);
  const wallOf = (instant: Date) => {
    const minutes = offset(instant.getTime());
    return { iso: new Date(instant.getTime() + minutes * 60_000).toISOString(), minutes };
  };
  return {
    name,
    dayOf: (instant) => wallOf(instant).iso.slice(0, 10),
    isoOf: (instant) => {
      const { iso, minutes } = wallOf(instant);
      return iso.slice(0, 19) + offsetText(minutes);
    },
    atTime: (day, time) => {
      if (fixed !== null) return `${day}T${time}${offsetText(fixed)}`;
      const wall = Date.parse(`${day}T${time}Z`);
      return `${day}T${time}${offsetText(offsetAt(wall - offsetAt(wall) * 60_000))}`;
    },
  };
}

/** Checks a MOCK_TZ value; the message says what is accepted. */
export function zoneFromEnv(value: string | undefined): BusinessZone {
  const name = value?.trim() || DEFAULT_TIME_ZONE;
  try {
    return createZone(name);
  } catch {
    throw new Error(`MOCK_TZ must be an IANA time zone such as Asia/Shanghai or Europe/Berlin, got "${name}"`);
  }
}

/** Answer headers telling the frontend the business time and zone, so its clocks show the data's time. */
export const BUSINESS_TIME_HEADER = 'x-business-time';
export const BUSINESS_ZONE_HEADER = 'x-business-time-zone';
/** 'frozen' while the demo clock stands still (the frontend's clocks then stop too). */
export const BUSINESS_CLOCK_HEADER = 'x-business-clock';

/** The business zone of this process (MOCK_TZ). */
export const BUSINESS_ZONE = zoneFromEnv(process.env.MOCK_TZ);

/** 'YYYY-MM-DD' of an instant, in business time. */
export const dayOf = (instant: Date): string => BUSINESS_ZONE.dayOf(instant);

/** ISO 8601 with the business zone's offset, second precision: '2026-11-20T09:00:00+08:00'. */
export const isoOf = (instant: Date): string => BUSINESS_ZONE.isoOf(instant);

/** The instant of a business-time day and clock time ('07:45:10'). */
export const atTime = (day: string, time: string): string => BUSINESS_ZONE.atTime(day, time);

/** The whole hour of an ISO instant with offset: '2026-11-20T09:41:07+08:00' → '2026-11-20T09:00:00+08:00'. */
export const startOfHour = (iso: string): string => `${iso.slice(0, 13)}:00:00${iso.slice(19)}`;

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
  /** 'YYYY-MM-DD' in business time. */
  today: string;
  /** The instant as ISO 8601 with the business zone's offset (second precision). */
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
