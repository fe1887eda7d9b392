// Display of dates, times and sizes in the tables.
import { businessZone } from '@/lib/business-clock';
import { zonedParts } from '@/lib/zoned-time';

/** ISO date-time as 'YYYY-MM-DD HH:mm' in the business zone (as the dashboards); empty stays empty. */
export const formatDateTime = (value: string | undefined): string => formatDateTimeIn(value, businessZone());

export function formatDateTimeIn(value: string | undefined, zone: string): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const part = zonedParts(instant, zone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A byte count as B, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
