// Once per run: the real `npm start` server with a fresh seeded database, shared by every journey, each in a
// workspace of its own (support/workspace.ts) made from the seed.
// E2E_BASE_URL=http://127.0.0.1:PORT reuses a running server instead (development only; its state is then yours).
import { startAppServer } from './app-server';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const started = performance.now();
  const server = await startAppServer();
  console.log(`e2e: npm start answered on ${server.baseUrl} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Workers inherit the environment the global setup leaves.
  process.env.E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
