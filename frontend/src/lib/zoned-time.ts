// The calendar and clock fields of an instant in a time zone (the business zone, not the browser's), for the
// dashboards' clocks and the tables' dates. One Intl formatter per zone, made once: making one costs far more than
// using it, and a table formats hundreds of instants.
//
// The platform's own zone is read without Intl. A tab's first Intl.DateTimeFormat loads ICU's calendar and zone
// data in one task: 34-72 ms on an idle 2-core host without throttling (fresh chromium tabs), 42-548 ms under load,
// four times that on a phone, inside a long task of every signed-in page. China Standard Time has been UTC+8 without
// daylight saving since 1991-09-15 (the IANA tz database, file `asia`, rule "PRC"), so its fields are arithmetic.

export interface ZonedParts {
  /** 2026 */
  year: string;
  /** 01-12, two digits */
  month: string;
  /** 01-31, two digits */
  day: string;
  /** 00-23: the 24-hour clock */
  hour: string;
  minute: string;
  second: string;
  /** Sun, Mon, ... Sat */
  weekday: string;
}

/** Zones at one offset from UTC since an instant (ms); earlier instants, and every other zone, go through Intl. */
const FIXED_OFFSET_ZONES: Readonly<Record<string, { offsetMinutes: number; since: number }>> = {
  // The end of China's last daylight saving time: 1991-09-15 02:00 at UTC+9.
  'Asia/Shanghai': { offsetMinutes: 8 * 60, since: Date.parse('1991-09-14T17:00:00Z') },
  UTC: { offsetMinutes: 0, since: Number.NEGATIVE_INFINITY },
  'Etc/UTC': { offsetMinutes: 0, since: Number.NEGATIVE_INFINITY },
};

const fixedOffsetOf = (zone: string) => (Object.hasOwn(FIXED_OFFSET_ZONES, zone) ? FIXED_OFFSET_ZONES[zone] : undefined);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

function fixedOffsetParts(instant: Date, offsetMinutes: number): ZonedParts {
  const wall = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
    weekday: WEEKDAYS[wall.getUTCDay()]!,
  };
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

/** Zones Intl refused, so that a bad zone in every answer is checked once. */
const unknownZones = new Set<string>();

/** Whether a zone is one Intl knows: checked with the zone's formatter, made once, and never for the fixed zones. */
export function isKnownZone(zone: string): boolean {
  if (fixedOffsetOf(zone) || formats.has(zone)) return true;
  if (unknownZones.has(zone)) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    unknownZones.add(zone);
    return false;
  }
}

export function zonedParts(instant: Date, zone: string): ZonedParts {
  const fixed = fixedOffsetOf(zone);
  if (fixed && instant.getTime() >= fixed.since) return fixedOffsetParts(instant, fixed.offsetMinutes);
  const parts: Record<string, string> = {};
  for (const { type, value } of formatIn(zone).formatToParts(instant)) parts[type] = value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
    weekday: parts.weekday ?? '',
  };
}
