// Display of dates, times and sizes in the tables.
import dayjs from 'dayjs';

/** ISO date-time as 'YYYY-MM-DD HH:mm' (local time); empty stays empty. */
export function formatDateTime(value: string | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

/** A byte count as B, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
