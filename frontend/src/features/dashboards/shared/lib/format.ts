// Short display forms for the boards.

/** 2026-11-23T10:05:00+08:00 → 11-23 10:05 (dates alone stay as they are). */
export function shortTime(iso: string): string {
  const match = /^\d{4}-(\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** Rates come as percentages (0-100): 58.25 → 58.3% */
export function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/**
 * A figure and its unit as one text: a word unit stands apart ("58 vehicles", "12 m/s"), a sign or a Chinese unit
 * joins the figure ("58%", "22°C", "58辆"). Every figure written with its unit in one text goes through here.
 */
export function withUnit(value: number | string, unit = ''): string {
  return /^[A-Za-zµμ]/.test(unit) ? `${value} ${unit}` : `${value}${unit}`;
}
