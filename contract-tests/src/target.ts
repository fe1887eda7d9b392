// Opens the backend the configuration names: the mock server built in this worker (fresh seeded
// database, no port) or an external base URL.
import { randomBytes } from 'node:crypto';
import type { AppOptions } from '@smartsite/mock-server';
import type { TargetConfig } from './config';
import { driftingTransport } from './drift';
import { injectTransport, urlTransport, type Injectable, type Transport } from './transport';
import { WORKSPACE_HEADER } from './workspace';

export interface Target {
  transport: Transport;
  /** Log lines the backend wrote during the run; only the in-process mock exposes them. */
  logLines?: string[];
  /** An origin the backend's CORS policy allows, when the suite configured the backend itself. */
  allowedOrigin?: string;
  /** The last SMS code sent to a phone, where the backend lets the suite read it (the mock in development mode). */
  smsCode?(phone: string): Promise<string>;
  /** The HS256 secret the backend signs tokens with, when the suite chose it (to forge an expired token). */
  signingSecret?: string;
  close(): Promise<void>;
}

export async function openTarget(config: TargetConfig): Promise<Target> {
  if (config.kind === 'external') {
    if (!config.baseUrl) throw new Error('external target without a base URL');
    const headers: Record<string, string> = config.workspace ? { [WORKSPACE_HEADER]: config.workspace } : {};
    return { transport: urlTransport(config.baseUrl, headers), close: async () => undefined };
  }
  const mock = await openInProcessMock();
  return config.drift ? { ...mock, transport: driftingTransport(mock.transport, config.drift) } : mock;
}

/** The demo origin of `npm start`, which the mock's default CORS policy allows. */
const MOCK_ALLOWED_ORIGIN = 'http://localhost:11000';

/** The mock with a fresh seeded database; `options` override buildApp's (a test that needs a tighter rate limit). */
export async function openInProcessMock(options: Partial<AppOptions> = {}): Promise<Target> {
  // Imported lazily: runs against external targets must not need the mock's database driver.
  const { buildApp, createTestDatabase, parseSwitch } = await import('@smartsite/mock-server');
  // The fault self-test (src/fault-injection.ts) runs the suite with MOCK_FAULTS=on: only then are fault:* scenarios answered.
  const faults = process.env.MOCK_FAULTS ? parseSwitch('MOCK_FAULTS', process.env.MOCK_FAULTS) : false;
  const database = await createTestDatabase();
  const logLines: string[] = [];
  const signingSecret = randomBytes(32).toString('base64url');
  const app = await buildApp({
    databaseUrl: database.url,
    jwtSecret: signingSecret,
    exposeSmsCodes: true,
    faults,
    frontendDist: null,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    ...options,
  });
  const transport = injectTransport(app as Injectable);
  return {
    transport,
    logLines,
    signingSecret,
    allowedOrigin: MOCK_ALLOWED_ORIGIN,
    async smsCode(phone) {
      const res = await transport.send({ method: 'get', url: `/__mock/sms/${encodeURIComponent(phone)}` });
      const code = (JSON.parse(res.text) as { data?: { code?: unknown } }).data?.code;
      if (res.status !== 200 || typeof code !== 'string')
        throw new Error(`the mock has no SMS code for ${phone}: HTTP ${res.status} ${res.text}`);
      return code;
    },
    async close() {
      await app.close();
      database.cleanup();
    },
  };
}
