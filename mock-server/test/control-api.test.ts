// The control API's own document (control-api.yaml, served at /__mock/openapi.yaml) and the routes agree: every
// documented operation is a route, every control route but the few named below is documented, and real answers
// (successes and refusals) match the document's schemas.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { addDocumentFormats, loadDocument } from '@smartsite/api/document';
import { CONTROL_DOCUMENT } from '../src/routes/mock-workspaces';
import { startApp } from './helpers';

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Operation['responses'][string]> };
};

const text = readFileSync(CONTROL_DOCUMENT, 'utf8');
const document = loadDocument(fileURLToPath(CONTROL_DOCUMENT)) as unknown as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addDocumentFormats(ajv);
ajv.addSchema(document as object, 'control-api.yaml');

/** Control routes the document leaves out: the page (HTML), the SMS peek (development only), hybrid mode's drift report. */
const UNDOCUMENTED = new Set(['GET /__mock', 'GET /__mock/', 'GET /__mock/sms/:phone', 'GET /__mock/drift', 'DELETE /__mock/drift']);

const METHODS = ['get', 'put', 'post', 'delete'];
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The routes of Fastify's printed tree ('METHOD /path'), HEAD left out. */
function printedRoutes(tree: string): Set<string> {
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.add(`${method} ${stack.join('')}`);
  }
  return routes;
}

const t = await startApp();

/** Throws unless the answer matches what the document says of that operation and status. */
function check(path: string, method: string, reply: { status: number; body: unknown }): string[] {
  let response = document.paths[path]?.[method]?.responses[String(reply.status)];
  if (!response) return [`${method} ${path} documents no ${reply.status}`];
  const pointer = response.$ref
    ? `#/components/responses/${response.$ref.split('/').pop()}`
    : `#/paths/${escape(path)}/${method}/responses/${reply.status}`;
  if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]!;
  const validate = ajv.getSchema(`control-api.yaml${pointer}/content/application~1json/schema`)!;
  return validate(reply.body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('the control API document', () => {
  it('is served at /__mock/openapi.yaml', async () => {
    const reply = await t.app.inject('/__mock/openapi.yaml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('yaml');
    expect(reply.body).toBe(text);
  });

  it('documents every control route (but the page, the SMS peek and the drift report), and only routes that exist', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${routeOf(path)}`),
      ),
    );
    const control = [...printedRoutes(t.app.printRoutes({ commonPrefix: false }))].filter((route) => route.includes(' /__mock'));
    expect(control.length).toBeGreaterThan(15);
    expect(control.filter((route) => !documented.has(route) && !UNDOCUMENTED.has(route))).toEqual([]);
    expect([...documented].filter((route) => !control.includes(route))).toEqual([]);
  });

  it('describes the real answers, successes and refusals', async () => {
    const calls: [string, string, () => Promise<{ status: number; body: unknown }>][] = [
      ['/__mock/workspaces', 'post', () => t.call('/__mock/workspaces', { name: 'doc' })],
      ['/__mock/workspaces', 'post', () => t.call('/__mock/workspaces', { name: 'doc-copy', from: { workspace: 'doc' } })],
      ['/__mock/workspaces', 'post', () => t.call('/__mock/workspaces', { name: 'doc' })],
      ['/__mock/workspaces', 'post', () => t.call('/__mock/workspaces', { name: 'Doc' })],
      ['/__mock/workspaces', 'post', () => t.call('/__mock/workspaces', { name: 'x', from: { workspace: 'nowhere' } })],
      ['/__mock/workspaces', 'get', () => t.call('/__mock/workspaces')],
      ['/__mock/workspaces/{name}/snapshots', 'post', () => t.call('/__mock/workspaces/doc/snapshots', { name: 'one' })],
      ['/__mock/workspaces/{name}/snapshots', 'get', () => t.call('/__mock/workspaces/doc/snapshots')],
      ['/__mock/workspaces/{name}/snapshots', 'get', () => t.call('/__mock/workspaces/nowhere/snapshots')],
      ['/__mock/workspaces/{name}/restore', 'post', () => t.call('/__mock/workspaces/doc/restore', { snapshot: 'one' })],
      ['/__mock/workspaces/{name}/restore', 'post', () => t.call('/__mock/workspaces/doc/restore', {})],
      [
        '/__mock/workspaces/{name}/snapshots/{snapshot}',
        'delete',
        () => t.call('/__mock/workspaces/doc/snapshots/one', undefined, { method: 'DELETE' }),
      ],
      ['/__mock/state', 'get', () => t.call('/__mock/state', undefined, { headers: { 'x-mock-workspace': 'doc' } })],
      ['/__mock/state', 'get', () => t.call('/__mock/state', undefined, { headers: { 'x-mock-workspace': 'nowhere' } })],
      [
        '/__mock/scenario',
        'put',
        () => t.call('/__mock/scenario', { name: 'slow:1' }, { method: 'PUT', headers: { 'x-mock-workspace': 'doc' } }),
      ],
      ['/__mock/scenario', 'get', () => t.call('/__mock/scenario', undefined, { headers: { 'x-mock-workspace': 'doc' } })],
      [
        '/__mock/scenario',
        'delete',
        () => t.call('/__mock/scenario', undefined, { method: 'DELETE', headers: { 'x-mock-workspace': 'doc' } }),
      ],
      ['/__mock/latency', 'put', () => t.call('/__mock/latency', { ms: 3 }, { method: 'PUT', headers: { 'x-mock-workspace': 'doc' } })],
      [
        '/__mock/clock',
        'put',
        () => t.call('/__mock/clock', { value: '10:30' }, { method: 'PUT', headers: { 'x-mock-workspace': 'doc' } }),
      ],
      ['/__mock/clock', 'get', () => t.call('/__mock/clock', undefined, { headers: { 'x-mock-workspace': 'doc' } })],
      ['/__mock/clock', 'delete', () => t.call('/__mock/clock', undefined, { method: 'DELETE', headers: { 'x-mock-workspace': 'doc' } })],
      ['/__mock/workspaces/{name}', 'delete', () => t.call('/__mock/workspaces/doc-copy', undefined, { method: 'DELETE' })],
      ['/__mock/workspaces/{name}', 'delete', () => t.call('/__mock/workspaces/default', undefined, { method: 'DELETE' })],
      ['/__mock/workspaces/{name}', 'delete', () => t.call('/__mock/workspaces/doc-copy', undefined, { method: 'DELETE' })],
    ];
    const statuses: number[] = [];
    for (const [path, method, call] of calls) {
      const reply = await call();
      statuses.push(reply.status);
      expect(check(path, method, reply), `${method} ${path} ${reply.status}: ${JSON.stringify(reply.body)}`).toEqual([]);
    }
    expect(new Set(statuses)).toEqual(new Set([200, 201, 400, 404, 409]));
  });
});
