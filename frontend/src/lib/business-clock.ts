// The business clock: the time and zone of the data the dashboards show, learnt from the server's answers
// (x-business-time, x-business-time-zone; 'x-business-clock: frozen' while a demo clock stands still), so a
// dashboard's clock never disagrees with its figures whatever the browser's zone. A backend that sends
// nothing leaves the platform's zone (China) and the browser's time.
import { isKnownZone } from './zoned-time';

const DEFAULT_BUSINESS_ZONE = 'Asia/Shanghai';

/** Differences below this are the header's whole-second rounding, not another clock. */
const SKEW_TOLERANCE_MS = 2000;

interface BusinessClockState {
  zone: string;
  /** Business time minus the browser's time. */
  skewMs: number;
  /** The instant a frozen demo clock stands at. */
  frozenAt: number | null;
}

const state: BusinessClockState = { zone: DEFAULT_BUSINESS_ZONE, skewMs: 0, frozenAt: null };

/** Reads the business time from an answer's headers; answers without them change nothing. */
export function noteBusinessTime(headers: Headers, receivedAt: number = Date.now()): void {
  const zone = headers.get('x-business-time-zone');
  if (zone && isKnownZone(zone)) state.zone = zone;
  const time = Date.parse(headers.get('x-business-time') ?? '');
  if (Number.isNaN(time)) return;
  if (headers.get('x-business-clock') === 'frozen') {
    state.frozenAt = time;
    return;
  }
  state.frozenAt = null;
  const skew = time - receivedAt;
  if (Math.abs(skew - state.skewMs) > SKEW_TOLERANCE_MS) state.skewMs = skew;
}

/** The business time now. */
export function businessNow(browserNow: number = Date.now()): Date {
  return new Date(state.frozenAt ?? browserNow + state.skewMs);
}

export function businessZone(): string {
  return state.zone;
}

/** Back to what a backend without the headers gives (tests). */
export function resetBusinessClock(): void {
  Object.assign(state, { zone: DEFAULT_BUSINESS_ZONE, skewMs: 0, frozenAt: null });
}
