// Errors of requests and of the page, shown by the error-log badge and dialog (docs/requirements/envelope.md#error-log).
import { proxy } from 'valtio';

export interface ErrorLogEntry {
  url: string;
  err: { message: string; stack?: string };
  time: number;
}

export const errorLog = proxy({ entries: [] as ErrorLogEntry[] });

export function addErrorLog(url: string, error: { message: string; stack?: string }): void {
  errorLog.entries.push({ url, err: { message: error.message, stack: error.stack }, time: Date.now() });
}

/** 暂不显示: empties the log. */
export function clearErrorLog(): void {
  errorLog.entries = [];
}
