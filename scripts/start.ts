// `npm start`: everything a fresh clone needs after `npm ci`, then the server on PORT (default 11000).
// Generates the Prisma client if it is missing, builds the frontend when it has a build script and its
// dist is missing or older than its sources, then runs the mock server in this process (which creates
// and seeds the database on first run), with the MCP server for coding agents on its /mcp (a control feature:
// see mcp/src/plugin.ts). Environment: see mock-server/src/server.ts.
import { ensurePrismaClient, runServer } from '@smartsite/mock-server/admin';
import { buildFrontendIfStale } from '@smartsite/tooling';

if (ensurePrismaClient()) console.log('generated the Prisma client');
buildFrontendIfStale();
const { default: mcp } = await import('@smartsite/mcp/plugin');
await runServer({
  plugins: [mcp],
  bannerLines: (url) => [`MCP server:   ${url.replace('127.0.0.1', 'localhost')}/mcp  (coding agents: README, "Coding agents (MCP)")`],
});
