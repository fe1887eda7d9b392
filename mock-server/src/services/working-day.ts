// The site's working day, so figures read true at any hour. The facts hold some totals per day (water,
// power, machine hours) and the devices one reading per day; a dashboard at 03:00 must not show a full day
// of them yet, nor a crane lifting at 22:00.
import { addDays, atTime } from '../clock';
import type { FactWindow } from './labour';

/** Gate passes run from 06:30 (in) to 19:00 (out); the day's totals accrue in between. */
const SITE_OPENS = 6 * 60;
const SITE_CLOSES = 19 * 60;
/** Cranes and elevators run from 07:00 to 18:00. */
const MACHINES_START = 7 * 60;
const MACHINES_STOP = 18 * 60;

/** Minutes since midnight of an ISO instant's wall time ('2026-11-25T10:30:00+08:00' → 630). */
const minuteOfDay = (iso: string): number => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

/** The share of the working day gone by at `until`: 0 before the site opens, 1 once it has closed. */
export function workedShare(until: string): number {
  const minute = minuteOfDay(until);
  return Math.min(1, Math.max(0, (minute - SITE_OPENS) / (SITE_CLOSES - SITE_OPENS)));
}

/** A per-day total whose today value is cut to the share of the working day gone by. */
export function soFarToday(perDay: Map<string, number>, { today, until }: FactWindow, decimals = 1): Map<string, number> {
  const whole = perDay.get(today);
  if (whole === undefined) return perDay;
  const factor = 10 ** decimals;
  return new Map(perDay).set(today, Math.round(whole * workedShare(until) * factor) / factor);
}

/** Whether the machines are running at `until`. */
export function machinesRunning(until: string): boolean {
  const minute = minuteOfDay(until);
  return minute >= MACHINES_START && minute < MACHINES_STOP;
}

/** When the machines last stopped before `until`: 18:00 today once they have, else 18:00 yesterday. */
export function machinesLastStopped({ today, until }: FactWindow): string {
  return minuteOfDay(until) >= MACHINES_STOP ? atTime(today, '18:00:00') : atTime(addDays(today, -1), '18:00:00');
}
