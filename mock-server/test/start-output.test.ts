// What `npm start` prints: by default a banner (address, demo accounts, control page, how to stop) and one readable
// line per request; with LOG_FORMAT=json only pino's JSON records, one a line, for programs that read the log.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startBanner } from '../src/banner';
import { ControlPolicy } from '../src/control';
import { PrettyLogFormatter } from '../src/log-format';
import { createTestDatabase } from '../src/testing';
import { DEMO_ACCOUNTS } from './helpers';

const policy = (setting: 'auto' | 'token' | 'off', addresses: string[] = []) =>
  new ControlPolicy({ setting, token: 'a-control-token-of-length', boundAddresses: () => addresses });

describe('the start banner', () => {
  it('names the address, every demo account with its password, the control page and how to stop', () => {
    const banner = startBanner('http://127.0.0.1:11000', policy('auto', ['127.0.0.1']));
    expect(banner).toContain('smartsite is running at http://localhost:11000');
    for (const { username, password } of Object.values(DEMO_ACCOUNTS))
      expect(banner).toMatch(new RegExp(`\\b${username}\\s+${password}\\s`));
    expect(banner).toContain('control page: http://localhost:11000/__mock/');
    expect(banner).toContain('Ctrl+C');
  });

  it('gives the configured address, and says when the control page needs the token or is off', () => {
    const networked = startBanner('http://192.168.1.20:8080', policy('auto', ['0.0.0.0']));
    expect(networked).toContain('running at http://192.168.1.20:8080');
    expect(networked).toContain('http://192.168.1.20:8080/__mock/');
    expect(networked).toContain('x-mock-control-token');
    expect(startBanner('http://127.0.0.1:11000', policy('off'))).toContain('control page: off (MOCK_CONTROL=off)');
  });

  it('adds the lines of the plugins npm start serves on the mock (the MCP server)', () => {
    const banner = startBanner('http://127.0.0.1:11000', policy('auto', ['127.0.0.1']), ['MCP server:   http://localhost:11000/mcp']);
    expect(banner).toMatch(/API docs: .*\n {2}MCP server: {3}http:\/\/localhost:11000\/mcp\n/);
  });
});

describe('the pretty log format', () => {
  const record = (fields: Record<string, unknown>) =>
    JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 2, 30, 1), pid: 1, hostname: 'h', ...fields }) + '\n';

  it("writes one line per request from Fastify's two records", () => {
    const formatter = new PrettyLogFormatter();
    const incoming = formatter.format(record({ reqId: 'req-1', req: { method: 'POST', url: '/api/login' }, msg: 'incoming request' }));
    expect(incoming).toBe('');
    const completed = formatter.format(record({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.14, msg: 'request completed' }));
    expect(completed).toMatch(/^\d\d:\d\d:\d\d {2}POST \/api\/login 200 3\.1 ms\n$/);
  });

  it('shows the level when it is not info, the other fields, and the stack of an error', () => {
    const formatter = new PrettyLogFormatter();
    expect(formatter.format(record({ level: 40, msg: 'mock control refused', refusal: 'wrong-token' }))).toMatch(
      /^\d\d:\d\d:\d\d {2}WARN mock control refused refusal=wrong-token\n$/,
    );
    const error = formatter.format(record({ level: 50, msg: 'closing', err: { message: 'boom', stack: 'Error: boom\n    at x' } }));
    expect(error).toMatch(/ERROR closing\nError: boom\n {4}at x\n$/);
    expect(formatter.format('not json')).toBe('not json\n');
  });
});

/** Runs src/server.ts on a free port until a request's line is printed; returns everything it printed. */
async function startAndRequest(env: Record<string, string>): Promise<string[]> {
  const db = await createTestDatabase();
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: db.url,
      LOG_LEVEL: 'info',
      MOCK_CONTROL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  try {
    let requested = false;
    for await (const line of createInterface({ input: server.stdout! })) {
      lines.push(line);
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address && !requested) {
        requested = true;
        // After the banner: it is written once the control notice is logged.
        setTimeout(() => void fetch(`${address}/__mock/state`), 200);
      }
      if (line.includes('/__mock/state')) break;
    }
    return lines;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    db.cleanup();
  }
}

describe('npm start', () => {
  it('prints the banner and readable request lines by default', { timeout: 90_000 }, async () => {
    const lines = await startAndRequest({ LOG_FORMAT: '' });
    const text = lines.join('\n');
    expect(text).toContain('smartsite is running at http://localhost:');
    expect(text).toContain(`${DEMO_ACCOUNTS.admin.username}  `);
    expect(lines.at(-1)).toMatch(/^\d\d:\d\d:\d\d {2}GET \/__mock\/state 200 \d+\.\d ms$/);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });

  it('prints only JSON records with LOG_FORMAT=json', { timeout: 90_000 }, async () => {
    const lines = await startAndRequest({ LOG_FORMAT: 'json' });
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    expect(records.some((r) => r.msg === 'incoming request' && r.req?.url === '/__mock/state')).toBe(true);
    expect(lines.join('\n')).not.toContain('smartsite is running');
  });
});
