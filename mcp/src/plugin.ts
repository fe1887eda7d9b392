// The MCP server over streamable HTTP on the mock's own port (POST, GET and DELETE /mcp), for a mock the team
// shares. scripts/start.ts passes it to the mock (buildApp's extra plugins), so mock-server never imports this
// package. It is a control feature: the mock's control gate runs first (open on loopback, the control token
// elsewhere), and with MOCK_CONTROL=off the route does not exist. Each MCP session gets its own server, which
// reaches the mock in-process with the token its first request carried.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { CONTROL_TOKEN_HEADER, injectConnection } from './connection';
import { createMcpServer } from './server';

export const MCP_PATH = '/mcp';
/** Sessions kept at once; past it the oldest is closed (an agent that vanished never sends DELETE). */
const MAX_SESSIONS = 32;

const jsonRpcError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

export default async function mcpPlugin(app: FastifyInstance): Promise<void> {
  if (!app.control.enabled) return;
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  app.addHook('onClose', async () => {
    await Promise.all([...sessions.values()].map((transport) => transport.close()));
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!transport) {
      if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
        return jsonRpcError(
          reply,
          typeof id === 'string' ? 404 : 400,
          typeof id === 'string' ? 'unknown MCP session' : 'an MCP session starts with an initialize request',
        );
      }
      const token = request.headers[CONTROL_TOKEN_HEADER];
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          sessions.set(sessionId, created);
          if (sessions.size > MAX_SESSIONS) void sessions.values().next().value?.close();
        },
      });
      created.onclose = () => {
        if (created.sessionId) sessions.delete(created.sessionId);
      };
      await createMcpServer({ connection: injectConnection(app, typeof token === 'string' ? token : undefined) }).connect(created);
      transport = created;
    }
    // The SDK writes the answer (JSON or an event stream) to the raw response itself.
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  };

  app.addHook('onRequest', app.controlGuard);
  app.post(MCP_PATH, handle);
  app.get(MCP_PATH, handle);
  app.delete(MCP_PATH, handle);
}
