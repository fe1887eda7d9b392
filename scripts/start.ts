// `npm start`: everything a fresh clone needs after `npm ci`, then the server on PORT (default 11000).
// Generates the Prisma client if it is missing, builds the frontend when it has a build script and its
// dist is missing or older than its sources, then runs the mock server in this process (which creates
// and seeds the database on first run). Environment: see mock-server/src/server.ts.
import { ensurePrismaClient, runServer } from '@smartsite/mock-server/admin';
import { buildFrontendIfStale } from '@smartsite/tooling';

if (ensurePrismaClient()) console.log('generated the Prisma client');
buildFrontendIfStale();
await runServer();
