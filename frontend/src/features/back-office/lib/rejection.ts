// A 400 answer names the offending field ('发出信息有误：body/username 已存在'); the form shows the whole message
// and marks that field with the reason.
import { ApiError } from '@/lib/api';

export interface Rejection {
  message: string;
  field?: string;
  reason?: string;
}

/** The server's rejection of a submitted form, or undefined for any other failure (handled by the request layer). */
export function readRejection(error: unknown): Rejection | undefined {
  if (!(error instanceof ApiError) || error.code !== 400) return undefined;
  const match = /body\/([A-Za-z]\w*)\S*\s+(.+)$/.exec(error.message);
  return match ? { message: error.message, field: match[1], reason: match[2] } : { message: error.message };
}
