// The workspaces' control API (called from mock-admin.ts, so it shares its gate; control-api.yaml documents it):
//   GET    /__mock/workspaces                              every workspace, the default one first
//   POST   /__mock/workspaces {"name","from"?}             a new one, from the seed (default), a workspace or a snapshot
//   DELETE /__mock/workspaces/:name                        deletes one (not the default one)
//   GET    /__mock/workspaces/:name/snapshots              its snapshots
//   POST   /__mock/workspaces/:name/snapshots {"name"}     a snapshot of its data now
//   POST   /__mock/workspaces/:name/restore {"snapshot"}   its data as the snapshot has it
//   DELETE /__mock/workspaces/:name/snapshots/:snapshot    deletes a snapshot
//   GET    /__mock/openapi.yaml                            the control API's own document (control-api.yaml)
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ApiError, CATALOGUE, ok } from '../errors';
import { badWorkspaceName, isWorkspaceName } from '../workspaces/names';
import type { ForkSource, SnapshotRecord } from '../workspaces/store';

const snapshotInfo = ({ name, createdAt, sizeBytes }: SnapshotRecord) => ({
  name,
  createdAt: new Date(createdAt).toISOString(),
  sizeBytes,
});

type Body = Record<string, unknown> | undefined;

const bodyOf = (body: unknown): Body => (body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : undefined);

/** A name from the body, or 400 naming the field (`path` is where the body sits: body, body/from). */
function nameField(body: Body, field: string, path = 'body'): string {
  const value = body?.[field];
  field = `${path}/${field}`;
  if (value === undefined) throw new ApiError(400, `${CATALOGUE[400]}：${field} is required`);
  if (!isWorkspaceName(value)) throw badWorkspaceName(field);
  return value;
}

/** The `from` of a new workspace: the seed unless it names a workspace (and maybe one of its snapshots). */
function forkSource(body: Body): ForkSource {
  const from = body?.from;
  if (from === undefined) return { seed: true };
  const given = bodyOf(from);
  if (!given) throw new ApiError(400, `${CATALOGUE[400]}：body/from must be an object`);
  if (given.seed === true && given.workspace === undefined && given.snapshot === undefined) return { seed: true };
  if (given.seed !== undefined) throw new ApiError(400, `${CATALOGUE[400]}：body/from must be { seed: true } or name a workspace`);
  const workspace = nameField(given, 'workspace', 'body/from');
  if (given.snapshot === undefined) return { workspace };
  return { workspace, snapshot: nameField(given, 'snapshot', 'body/from') };
}

/** A path parameter naming a workspace or a snapshot: 400 naming it when it cannot be one. */
function pathName(value: string, parameter: string): string {
  if (!isWorkspaceName(value)) throw badWorkspaceName(`path/${parameter}`);
  return value;
}

/** The control API's OpenAPI document, for users who generate a client for it (test/control-api.test.ts holds it to the routes). */
export const CONTROL_DOCUMENT = new URL('../../control-api.yaml', import.meta.url);

export function mockWorkspaceRoutes(app: FastifyInstance) {
  const document = readFileSync(CONTROL_DOCUMENT, 'utf8');
  app.get('/__mock/openapi.yaml', async (_request, reply) => reply.type('application/yaml; charset=utf-8').send(document));

  const registry = () => app.workspaces;

  app.get('/__mock/workspaces', async () => ok(await registry().list()));

  app.post('/__mock/workspaces', async (request, reply) => {
    const body = bodyOf(request.body);
    const name = nameField(body, 'name');
    const from = forkSource(body);
    const created = await registry().create(name, from);
    request.log.warn({ workspace: name, source: created.source }, 'workspace created');
    return reply.code(201).send(ok(created));
  });

  app.delete<{ Params: { name: string } }>('/__mock/workspaces/:name', async (request) => {
    const name = pathName(request.params.name, 'name');
    await registry().delete(name);
    request.log.warn({ workspace: name }, 'workspace deleted');
    return ok({ name, deleted: true });
  });

  app.get<{ Params: { name: string } }>('/__mock/workspaces/:name/snapshots', async (request) =>
    ok((await registry().snapshots(pathName(request.params.name, 'name'))).map(snapshotInfo)),
  );

  app.post<{ Params: { name: string } }>('/__mock/workspaces/:name/snapshots', async (request, reply) => {
    const workspace = pathName(request.params.name, 'name');
    const snapshot = nameField(bodyOf(request.body), 'name');
    const made = await registry().snapshot(workspace, snapshot);
    request.log.warn({ workspace, snapshot }, 'workspace snapshot taken');
    return reply.code(201).send(ok(snapshotInfo(made)));
  });

  app.post<{ Params: { name: string } }>('/__mock/workspaces/:name/restore', async (request) => {
    const workspace = pathName(request.params.name, 'name');
    const snapshot = nameField(bodyOf(request.body), 'snapshot');
    await registry().restore(workspace, snapshot);
    request.log.warn({ workspace, snapshot }, 'workspace restored');
    return ok({ name: workspace, snapshot, restored: true });
  });

  app.delete<{ Params: { name: string; snapshot: string } }>('/__mock/workspaces/:name/snapshots/:snapshot', async (request) => {
    const workspace = pathName(request.params.name, 'name');
    const snapshot = pathName(request.params.snapshot, 'snapshot');
    await registry().deleteSnapshot(workspace, snapshot);
    return ok({ name: snapshot, deleted: true });
  });
}
