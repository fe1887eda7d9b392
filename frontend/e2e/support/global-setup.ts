// Once per run: the real `npm start` server with a fresh seeded database, shared by every journey. Journeys that
// change server state clean up after themselves or use their own account or data.
// E2E_BASE_URL=http://127.0.0.1:PORT reuses a running server instead (development only).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMockServer } from './mock-server';
import { REPORTS } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the mock server serving the API and the built frontend. */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Failure artefacts describe this run only (screenshots of passing journeys are overwritten by name).
  rmSync(join(REPORTS, 'failures'), { recursive: true, force: true });
  // While developing a journey: E2E_BASE_URL reuses a server you started (its state is then yours to reset).
  const reused = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (reused) {
    project.provide('baseUrl', reused);
    return async () => undefined;
  }
  const started = performance.now();
  const server = await startMockServer();
  console.log(`e2e: npm start answered on ${server.baseUrl} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
