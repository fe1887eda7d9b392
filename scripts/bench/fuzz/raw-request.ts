// A request written on a socket as given, for request lines no HTTP client sends (an absolute URI as the target).
// It asks the server to close the connection after its answer, and reads until then.
import { connect } from 'node:net';
import type { FuzzCase } from './cases';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

const ANSWER_LIMIT_MS = 30_000;

/** The status, headers (lower-case names) and body of an HTTP/1.1 answer with a Content-Length or none. */
function parseAnswer(bytes: Buffer): Answer {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, text: bytes.toString('utf8') };
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text: bytes.subarray(end + 4).toString('utf8') };
}

export function sendRaw(port: number, c: FuzzCase): Promise<Answer> {
  const body = typeof c.body === 'string' ? Buffer.from(c.body) : Buffer.from(c.body ?? new Uint8Array());
  const head = [
    `${c.method} ${c.url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(c.headers).map(([name, value]) => `${name}: ${value}`),
    ...(body.length ? [`Content-Length: ${body.length}`] : []),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes its socket aborts its request in Node's server.
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body])));
    const chunks: Buffer[] = [];
    socket.setTimeout(ANSWER_LIMIT_MS, () => socket.destroy(new Error(`no answer within ${ANSWER_LIMIT_MS / 1000} s`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer arrived still leaves the answer to judge.
    socket.on('error', (error) => {
      if (!chunks.length) reject(error);
    });
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
  });
}
