// The demo clock (MOCK_CLOCK, PUT /__mock/clock): business time can run as the real time, run from a chosen
// time of day, or stand still at an instant, so a demo given at any hour shows a working day.
//   real     the real time
//   HH:MM    today (business time) from HH:MM on, moving in real time from when the clock was set or the
//            real business day began, whichever is later; it stops at 23:59:59 until the next real day,
//            which starts at HH:MM again (the dashboards never run into a day that has not begun anywhere)
//   ISO      frozen at that instant; without an offset the wall time is read in the business zone
import { atTime, BUSINESS_ZONE, type Now } from '../clock';

export type ClockSetting = { mode: 'real' } | { mode: 'time-of-day'; time: string } | { mode: 'frozen'; instant: Date };

/** How far ahead of the real time a frozen clock may stand (future facts are generated on demand). */
const MAX_AHEAD_MS = 7 * 86_400_000;

/** Parses a MOCK_CLOCK value; throws an Error whose message says what is accepted. */
export function parseClockSetting(value: string, realNow: Date): ClockSetting {
  const text = value.trim();
  if (text === 'real' || text === '') return { mode: 'real' };
  const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (timeOfDay) return { mode: 'time-of-day', time: text };
  const instant = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (instant) {
    const [, day, minutes, seconds = ':00', fraction = '', offset] = instant;
    const iso = offset ? `${day}T${minutes}${seconds}${fraction}${offset}` : atTime(day!, `${minutes}${seconds}`);
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) throw new Error(`"${text}" is not a valid instant`);
    if (ms > realNow.getTime() + MAX_AHEAD_MS) throw new Error(`"${text}" is more than 7 days ahead of the real time`);
    return { mode: 'frozen', instant: new Date(ms) };
  }
  throw new Error(`"${text}" is not a clock: expected real, HH:MM (e.g. 10:30) or an ISO instant (e.g. 2026-11-20T10:30)`);
}

/** The setting as MOCK_CLOCK would spell it. */
export function formatClockSetting(setting: ClockSetting): string {
  if (setting.mode === 'real') return 'real';
  if (setting.mode === 'time-of-day') return setting.time;
  return BUSINESS_ZONE.isoOf(setting.instant);
}

export class DemoClock {
  private current: ClockSetting = { mode: 'real' };
  private setAt: number;

  constructor(
    private readonly real: Now,
    setting: ClockSetting = { mode: 'real' },
  ) {
    this.setAt = real().getTime();
    this.current = setting;
  }

  get setting(): ClockSetting {
    return this.current;
  }

  /** `setAt` is when it was set (by default now; another instance may have set it earlier). */
  set(setting: ClockSetting, setAt = this.real().getTime()): void {
    this.current = setting;
    this.setAt = setAt;
  }

  /** When the current setting was made (a time-of-day clock runs from then). */
  get since(): number {
    return this.setAt;
  }

  /** Business time as the dashboards see it. */
  readonly now = (): Date => {
    const real = this.real();
    const setting = this.current;
    if (setting.mode === 'real') return real;
    if (setting.mode === 'frozen') return setting.instant;
    const day = BUSINESS_ZONE.dayOf(real);
    const since = Math.max(this.setAt, Date.parse(atTime(day, '00:00:00')));
    const start = Date.parse(atTime(day, `${setting.time}:00`));
    const end = Date.parse(atTime(day, '23:59:59'));
    return new Date(Math.min(start + real.getTime() - since, end));
  };
}
