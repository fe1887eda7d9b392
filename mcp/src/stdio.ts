// `npm run --silent mcp [-- --base-url URL]`: the MCP server over stdio, for a coding agent on this machine. It
// talks to a mock already running (npm start) at --base-url, MCP_MOCK_URL or http://localhost:11000, with
// MOCK_CONTROL_TOKEN when that mock serves the network. stdout carries the protocol only: npm's --silent keeps
// its own lines out of it.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpConnection } from './connection';
import { createMcpServer } from './server';

const { values } = parseArgs({ options: { 'base-url': { type: 'string' } } });
const baseUrl = values['base-url'] ?? process.env.MCP_MOCK_URL ?? 'http://localhost:11000';
const server = createMcpServer({ connection: httpConnection(baseUrl, process.env.MOCK_CONTROL_TOKEN) });
await server.connect(new StdioServerTransport());
console.error(`smartsite MCP server on stdio, mock at ${baseUrl}`);
