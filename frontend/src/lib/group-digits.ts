// Counts and amounts with thousands separators, without Intl: a tab's first toLocaleString loads ICU's number data
// in one task (a long one on a phone, like the first date formatter: see zoned-time.ts), and the console's two
// languages, zh-CN and en-US, write numbers alike.

/** 1234567.8912 → '1,234,567.891': toLocaleString's grouping and at most three decimals. */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const [whole = '', fraction] = String(Math.round(value * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
