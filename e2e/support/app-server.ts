// The app under test: the real `npm start` with a fresh seeded database, started once per run by the global setup
// (or one of a journey file's own, started in its beforeAll). Its origin reaches the workers as E2E_BASE_URL.
import { join } from 'node:path';
import { startApp, type RunningApp } from '@smartsite/tooling';
import { REPORTS, SCRATCH } from './paths';

/** Origin of the suite's server (http://127.0.0.1:PORT, no trailing slash), set by the global setup. */
export function appUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with e2e/run.ts or playwright test -c e2e');
  return url.replace(/\/$/, '');
}

/** `npm start` with `env` added (hybrid mode's MOCK_UPSTREAM, ...); its log is reports/e2e/<logName>.log. */
export function startAppServer(env: Record<string, string> = {}, logName = 'mock-server'): Promise<RunningApp> {
  return startApp({ scratchDir: SCRATCH, logFile: join(REPORTS, `${logName}.log`), env });
}

export type { RunningApp };
