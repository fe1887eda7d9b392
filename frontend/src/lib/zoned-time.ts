// The calendar and clock fields of an instant in a time zone (the business zone, not the browser's), for the
// dashboards' clocks and the tables' dates. One Intl formatter per zone, made once: making one costs far more than
// using it, and a table formats hundreds of instants.

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

export function zonedParts(instant: Date, zone: string): ZonedParts {
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
