// How the server's log reads (LOG_FORMAT): `pretty`, the default, one short line a person can scan per record and
// one line per request ("10:30:01  POST /api/login 200 3.1 ms"); `json`, pino's records as they are, one JSON object
// a line, for log collectors and the tools that read the log (tooling's startMock, the fuzzer). pino-pretty does the
// same job but is not installed; this is the little of it the mock needs.

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields every record carries or that the line shows otherwise; the others follow the message as name=value. */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'req', 'res', 'responseTime', 'err']);

/** Requests whose completion has not been seen yet; a request cut off before its answer never completes, so the oldest go. */
const MAX_PENDING = 1000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

function clockTime(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
}

function fields(record: LogRecord): string {
  const rest = Object.entries(record).filter(([name]) => !SHOWN_ELSEWHERE.has(name));
  return rest.map(([name, value]) => ` ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join('');
}

/**
 * Turns pino's JSON lines into readable ones. Fastify logs a request twice, "incoming request" (method and URL) and
 * "request completed" (status and time), each with the request's id: the first is held and the pair becomes one line.
 */
export class PrettyLogFormatter {
  readonly #pending = new Map<string, string>();

  /** The text to print for one JSON line from pino (with its newline), or '' for nothing. */
  format(line: string): string {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line.endsWith('\n') ? line : `${line}\n`;
    }
    const time = clockTime(record.time);
    if (record.msg === 'incoming request' && record.reqId !== undefined && record.req) {
      if (this.#pending.size >= MAX_PENDING) this.#pending.delete(this.#pending.keys().next().value!);
      this.#pending.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
      return '';
    }
    if (record.msg === 'request completed' && record.reqId !== undefined) {
      const request = this.#pending.get(record.reqId) ?? `request ${record.reqId}`;
      this.#pending.delete(record.reqId);
      const took = typeof record.responseTime === 'number' ? ` ${record.responseTime.toFixed(1)} ms` : '';
      return `${time}  ${request} ${record.res?.statusCode ?? '?'}${took}${fields(record)}\n`;
    }
    const level = record.level === 30 ? '' : `${LEVEL_NAMES[record.level ?? 30] ?? `LEVEL ${record.level}`} `;
    const request = record.reqId !== undefined && this.#pending.has(record.reqId) ? ` (${this.#pending.get(record.reqId)})` : '';
    const error = record.err ? `\n${record.err.stack ?? record.err.message ?? ''}` : '';
    return `${time}  ${level}${record.msg ?? ''}${request}${fields(record)}${error}\n`;
  }
}

/** A pino destination that writes the pretty lines to `out` (process.stdout at run time). */
export function prettyLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  const formatter = new PrettyLogFormatter();
  return {
    write(line) {
      const text = formatter.format(line);
      if (text) out.write(text);
    },
  };
}
