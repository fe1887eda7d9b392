// Record and replay: each upstream exchange written, redacted, as one file in the format `npm run contract --
// --judge DIR` reads (@smartsite/api/judge); recordings read back answer a call whose operation,
// path and body match, so a developer keeps working on yesterday's real answers while the backend is away.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OperationInfo } from '@smartsite/api/document';
import { answerText, parseExchange, type Exchange } from '@smartsite/api/judge';
import { redactHeaders, redactText, redactValue } from '@smartsite/api/redact';

export interface ObservedExchange {
  operationId: string;
  method: string;
  /** Path with the query string. */
  url: string;
  requestHeaders: Record<string, string>;
  /** The request body as sent (empty when none). */
  requestBody: Buffer;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers worth keeping in a recording: what the answer said about itself, not how the connection went. */
const TRANSIENT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);
const keptHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSIENT.has(name.toLowerCase())));

function parsedOrText(buffer: Buffer): { json: unknown } | { text: string } {
  const text = buffer.toString('utf8');
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { text };
  }
}

/** The exchange as it is written: redacted, the request's own headers reduced to those the judge reads. */
export function recordedExchange(observed: ObservedExchange): Exchange {
  const request = parsedOrText(observed.requestBody);
  const answer = parsedOrText(observed.body);
  const authorization = observed.requestHeaders.authorization;
  return {
    operation: observed.operationId,
    request: {
      method: observed.method.toUpperCase(),
      path: redactText(observed.url),
      ...(authorization ? { headers: redactHeaders({ authorization }) } : {}),
      ...(observed.requestBody.length ? { body: 'json' in request ? redactValue(request.json) : redactText(request.text) } : {}),
    },
    status: observed.status,
    headers: redactHeaders(keptHeaders(observed.headers)),
    ...('json' in answer ? { answer: redactValue(answer.json) } : { answerText: redactText(answer.text) }),
  };
}

/** Object keys sorted, so two equal bodies give one key whatever the order their fields came in. */
const canonical = (value: unknown): string =>
  value === null || typeof value !== 'object'
    ? JSON.stringify(value)
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`;

/** What a recording is found by: operation, path and body, redacted as a recording is (its phone numbers, codes). */
export function replayKey(operationId: string, url: string, body: Buffer | unknown): string {
  let value: unknown = body;
  if (Buffer.isBuffer(body)) {
    const parsed = body.length ? parsedOrText(body) : { json: undefined };
    value = 'json' in parsed ? parsed.json : parsed.text;
  }
  return `${operationId}\n${redactText(url)}\n${value === undefined ? '' : canonical(redactValue(value))}`;
}

export interface Replayed {
  status: number;
  headers: Record<string, string>;
  body: string;
  file: string;
}

export class ReplayBook {
  private readonly answers = new Map<string, Replayed>();
  /** Files that are not exchanges, with the reason (reported at start, never fatal). */
  readonly invalid: { file: string; error: string }[] = [];

  /**
   * Reads every JSON file under the folder (but its subfolder `skip`); for two recordings of one call the later file
   * name wins.
   */
  static load(dir: string, operations: readonly OperationInfo[], skip?: string): ReplayBook {
    const book = new ReplayBook();
    const files = (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.json') && !(skip && f.startsWith(`${skip}/`)))
      .sort();
    for (const file of files) {
      let parsed: ReturnType<typeof parseExchange>;
      try {
        parsed = parseExchange(operations, JSON.parse(readFileSync(join(dir, file), 'utf8')));
      } catch (error) {
        book.invalid.push({ file, error: `not JSON: ${String(error)}` });
        continue;
      }
      if ('error' in parsed) book.invalid.push({ file, error: parsed.error });
      else book.add(parsed.op.operationId, parsed.exchange, file);
    }
    return book;
  }

  get size(): number {
    return this.answers.size;
  }

  add(operationId: string, exchange: Exchange, file: string): void {
    this.answers.set(replayKey(operationId, exchange.request.path, exchange.request.body), {
      status: exchange.status,
      headers: exchange.headers,
      body: answerText(exchange),
      file,
    });
  }

  find(operationId: string, url: string, body: Buffer): Replayed | undefined {
    return this.answers.get(replayKey(operationId, url, body));
  }
}

export class Recorder {
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly onWritten: (operationId: string, exchange: Exchange, file: string) => void = () => {},
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** Writes one file per exchange, named so a listing reads in the order the calls came. */
  async write(observed: ObservedExchange, at: Date): Promise<string> {
    const exchange = recordedExchange(observed);
    this.sequence += 1;
    const file = `${at.toISOString().replace(/[:.]/g, '-')}-${String(this.sequence).padStart(5, '0')}-${observed.operationId}.json`;
    await writeFile(join(this.dir, file), `${JSON.stringify(exchange, null, 2)}\n`);
    this.onWritten(observed.operationId, exchange, file);
    return file;
  }
}
