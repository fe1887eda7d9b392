// Shapes shared by the chart calls: day categories, per-day counts, named values.
import { lastDays, shortDay } from '../clock';

/** The days a chart covers: `days` (default 7, at most 90) up to today, oldest first. */
export const chartDays = (today: string, days = 7): string[] => lastDays(today, days);

/** A day-category chart with one series per name. */
export function dayChart(days: string[], series: { name: string; perDay: Map<string, number> }[], unit?: string) {
  return {
    categories: days.map(shortDay),
    series: series.map(({ name, perDay }) => ({ name, data: days.map((day) => round(perDay.get(day) ?? 0)) })),
    ...(unit ? { unit } : {}),
  };
}

/** Counts rows per key. */
export function countBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Sums a value per key. */
export function sumBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/** {list, total} from counts, largest first (ties by name), or in the given order of names. */
export function namedValues(counts: Map<string, number>, order?: readonly string[]) {
  const names = order ?? [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  const list = names.map((name) => ({ name, value: round(counts.get(name) ?? 0) }));
  return { list, total: round(list.reduce((sum, item) => sum + item.value, 0)) };
}

export const round = (value: number, decimals = 1): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Percentage with one decimal; 0 when the whole is 0. */
export const percent = (part: number, whole: number): number => (whole ? round((part / whole) * 100) : 0);
