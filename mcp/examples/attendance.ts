// What an agent does to show 出勤率 at 10:30, through the MCP server only (the SDK's client over streamable HTTP
// on the mock's /mcp): find the operation behind the word, read how to call it, make a workspace of its own, set
// the demo clock there, call it as a demo account there, print the value, and delete the workspace. The shared
// default workspace, which teammates and demos use, never sees the clock change.
//   npm start                                              (another terminal: the mock, with /mcp)
//   node --import tsx mcp/examples/attendance.ts [--base-url http://localhost:11000]
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const { values } = parseArgs({ options: { 'base-url': { type: 'string', default: 'http://localhost:11000' } } });
const client = new Client({ name: 'attendance-example', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', values['base-url'])));

async function tool<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
  console.log(`→ ${name} ${JSON.stringify(args)}`);
  return result.structuredContent as T;
}

try {
  const { matches } = await tool<{ matches: { operationId: string; method: string; path: string; why: string[] }[] }>('find_operations', {
    query: '出勤率',
    limit: 3,
  });
  for (const match of matches) console.log(`  ${match.operationId} (${match.method} ${match.path}): ${match.why.join('; ')}`);
  const { operationId } = matches[0]!;

  const shown = await tool<{
    access: string[];
    requestBody: { example: unknown };
    screens: { route: string | null; title: string | null }[];
  }>('show_operation', { operationId });
  console.log(`  access ${shown.access.join(', ')}; example body ${JSON.stringify(shown.requestBody.example)}`);
  console.log(`  on screens: ${shown.screens.map((s) => `${s.route ?? '?'} "${s.title ?? ''}"`).join(', ')}`);

  const workspace = `agent-${process.pid}`;
  await tool('create_workspace', { name: workspace });
  try {
    const clock = await tool<{ now: string }>('set_clock', { value: '10:30', workspace });
    console.log(`  business time in ${workspace} now ${clock.now}`);
    const call = await tool<{ status: number; body: { data: { attendanceRate: number; present: number; total: number } } }>(
      'call_operation',
      { operationId, as: 'tenant', workspace },
    );
    const { attendanceRate, present, total } = call.body.data;
    console.log(`  HTTP ${call.status}: 出勤率 ${attendanceRate}% (${present} of ${total} present) at 10:30`);
    const shared = await tool<{ clock: { value: string } }>('mock_state', { limit: 1 });
    console.log(`  the shared default workspace's clock is still ${shared.clock.value}`);
  } finally {
    await tool('delete_workspace', { workspace });
  }
} finally {
  await client.close();
}
