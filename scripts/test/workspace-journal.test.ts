// Workspaces on PostgreSQL (mock-server README, "How it is stored"): a fork of a live workspace and a snapshot take
// a spare copy of the seed's template and apply only the rows the workspace's journal names. The fork must hold
// exactly the source's rows whatever wrote them (the API, raw SQL, cascades), be consistent while writes run, and
// fall back to a full copy when the journal cannot be trusted. On a throwaway cluster.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { prepareDatabase } from '@smartsite/mock-server/admin';
import { startPostgres, type PostgresServer } from '../lib/postgres';
import { sampleContract } from '../lib/sample-contract';

const hasPostgres = existsSync('/usr/lib/postgresql');

describe.skipIf(!hasPostgres)('a fork of a live PostgreSQL workspace applies its journal', () => {
  let postgres: PostgresServer;
  let app: FastifyInstance;
  let pool: pg.Pool;

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await postgres.createDatabase('journal');
    await prepareDatabase(url);
    app = await buildApp({ databaseUrl: url });
    pool = new pg.Pool({ connectionString: url, max: 4 });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await pool?.end();
    postgres?.stop();
  });

  const send = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const reply = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: reply.statusCode, body: reply.json() as { msg: string; data: { token: string } } };
  };
  const fork = async (name: string, from: string) => {
    const reply = await send('POST', '/__mock/workspaces', { name, from: { workspace: from } });
    expect(reply.status, reply.body.msg).toBe(201);
  };
  const schemaOf = (name: string) => `ws_${name.replace(/-/g, '_')}`;

  /** A digest of each data table's rows (the control settings, the workspace's own, left out). */
  async function digests(schema: string): Promise<Record<string, string>> {
    const { rows: tables } = await pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'
          AND table_name NOT LIKE 'mock\\_%' AND table_name NOT LIKE '\\_journal%' ORDER BY 1`,
      [schema],
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const where = name === 'Setting' ? ` WHERE "key" NOT LIKE 'mock.%'` : '';
      const { rows } = await pool.query<{ digest: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${schema}"."${name}" t${where}`,
      );
      out[name] = rows[0]!.digest ?? 'empty';
    }
    return out;
  }

  /** The schemas of the template's spares now: a fork that took one keeps its namespace oid. */
  const templateSpares = async () =>
    (
      await pool.query<{ oid: string }>(
        `SELECT n.oid::text AS oid FROM pg_namespace n JOIN mock_workspace_spare s ON s.schema_name = n.nspname WHERE s.source LIKE 'wstpl\\_%'`,
      )
    ).rows.map((row) => row.oid);
  const oidOf = async (schema: string) =>
    (await pool.query<{ oid: string }>('SELECT oid::text AS oid FROM pg_namespace WHERE nspname = $1', [schema])).rows[0]!.oid;
  async function sparesReady(count: number) {
    for (let waited = 0; (await templateSpares()).length < count; waited += 200) {
      if (waited > 120_000) throw new Error(`fewer than ${count} template spares after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('holds the rows written by the API, raw SQL and cascades, from a template spare', async () => {
    expect((await send('POST', '/__mock/workspaces', { name: 'src' })).status).toBe(201);
    const inSource = { 'x-mock-workspace': 'src' };
    const { token } = (await send('POST', '/api/getAccessToken', DEMO_ACCOUNTS.admin, inSource)).body.data;
    for (let i = 0; i < 3; i++) {
      const added = await send('POST', '/api/project/addContract', sampleContract(`日志合同 ${i}`, `J-${i}`), {
        authorization: `Bearer ${token}`,
      });
      expect(added.status, added.body.msg).toBe(200);
    }
    // A parent row changed (dozens of tables reference projects: a delete there would cascade), a user deleted (its
    // roles and project memberships go by cascade), a data setting and a control setting written.
    await pool.query(`SET search_path TO ws_src;
      UPDATE "Project" SET name = name || '（改）' WHERE id = 1;
      DELETE FROM "User" WHERE id = (SELECT MAX(id) FROM "User");
      INSERT INTO "Setting" ("key", "value") VALUES ('journal-test', 'x'), ('mock.scenario', '"server-error"');
      RESET search_path;`);

    await sparesReady(1);
    const spares = await templateSpares();
    await fork('copy', 'src');
    expect(spares).toContain(await oidOf('ws_copy'));
    expect(await digests('ws_copy')).toEqual(await digests('ws_src'));
    const journal = `SELECT "table", "key" FROM "%s"."_journal" ORDER BY 1, 2::text`;
    const mine = await pool.query(journal.replace('%s', 'ws_src'));
    const theirs = await pool.query(journal.replace('%s', 'ws_copy'));
    expect(theirs.rows).toEqual(mine.rows);
    expect(mine.rows.map((row) => row.table)).toEqual(expect.arrayContaining(['Contract', 'Project', 'User', 'UserRole', 'Setting']));
    const settings = await pool.query(`SELECT "key" FROM ws_copy."Setting" WHERE "key" LIKE 'mock.%'`);
    expect(settings.rows).toEqual([]);

    // Its sequences moved on, and its own later writes are journaled and checked (a foreign key added back).
    const { token: copyToken } = (await send('POST', '/api/getAccessToken', DEMO_ACCOUNTS.admin, { 'x-mock-workspace': 'copy' })).body.data;
    const added = await send('POST', '/api/project/addContract', sampleContract('副本合同', 'J-C'), {
      authorization: `Bearer ${copyToken}`,
    });
    expect(added.status, added.body.msg).toBe(200);
    await expect(pool.query(`UPDATE ws_copy."Contract" SET "projectId" = 999999 WHERE id = 1`)).rejects.toThrow(/foreign key/);
  }, 180_000);

  it('is consistent while the source is written: each fork sees whole transactions', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      const client = await pool.connect();
      try {
        while (writing) {
          written++;
          await client.query(`BEGIN; UPDATE ws_src."User" SET nickname = 'n${written}' WHERE id = 1;
            UPDATE ws_src."User" SET nickname = 'n${written}' WHERE id = 2; COMMIT;`);
        }
      } finally {
        client.release();
      }
    })();
    try {
      for (const name of ['during-1', 'during-2', 'during-3']) {
        await sparesReady(1);
        await fork(name, 'src');
        const { rows } = await pool.query<{ nickname: string }>(`SELECT nickname FROM "${schemaOf(name)}"."User" WHERE id IN (1, 2)`);
        expect(rows[0]!.nickname).toBe(rows[1]!.nickname);
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(3);
  }, 180_000);

  it('a snapshot is made the same way; a restore and a fork from it hold its rows', async () => {
    await sparesReady(2);
    const before = await digests('ws_src');
    const spares = await templateSpares();
    expect((await send('POST', '/__mock/workspaces/src/snapshots', { name: 'cp' })).status).toBe(201);
    const { rows } = await pool.query<{ oid: string }>(
      `SELECT n.oid::text AS oid FROM pg_namespace n JOIN mock_workspace_snapshot s ON s.schema_name = n.nspname WHERE s.name = 'cp'`,
    );
    expect(spares).toContain(rows[0]!.oid);
    await pool.query(`DELETE FROM ws_src."Contract" WHERE id = (SELECT MAX(id) FROM ws_src."Contract")`);
    expect(await digests('ws_src')).not.toEqual(before);
    expect((await send('POST', '/__mock/workspaces/src/restore', { snapshot: 'cp' })).status).toBe(200);
    expect(await digests('ws_src')).toEqual(before);
    expect((await send('POST', '/__mock/workspaces', { name: 'from-cp', from: { workspace: 'src', snapshot: 'cp' } })).status).toBe(201);
    expect(await digests('ws_from_cp')).toEqual(before);
  }, 180_000);

  it('copies every row instead when the journal cannot be trusted (a TRUNCATE)', async () => {
    await pool.query(`TRUNCATE ws_src."SearchSuggestion"`);
    await sparesReady(1);
    const spares = await templateSpares();
    await fork('after-truncate', 'src');
    expect(spares).not.toContain(await oidOf('ws_after_truncate'));
    expect(await digests('ws_after_truncate')).toEqual(await digests('ws_src'));
  }, 180_000);

  it('a deleted workspace becomes a spare of its template again, its changes undone', async () => {
    // The spares full (no refill running), then one taken away by hand: the template wants one more.
    await sparesReady(3);
    const { rows: taken } = await pool.query<{ schema_name: string; source: string }>(
      `DELETE FROM mock_workspace_spare WHERE schema_name =
         (SELECT schema_name FROM mock_workspace_spare WHERE source LIKE 'wstpl\\_%' LIMIT 1) RETURNING schema_name, source`,
    );
    await pool.query(`DROP SCHEMA "${taken[0]!.schema_name}" CASCADE`);
    const oid = await oidOf('ws_copy');
    expect((await app.inject({ method: 'DELETE', url: '/__mock/workspaces/copy' })).statusCode).toBe(200);
    const { rows } = await pool.query<{ schema: string; source: string }>(
      `SELECT n.nspname AS schema, s.source FROM pg_namespace n JOIN mock_workspace_spare s ON s.schema_name = n.nspname WHERE n.oid = $1`,
      [oid],
    );
    expect(rows).toEqual([{ schema: expect.stringMatching(/^wsp_/), source: taken[0]!.source }]);
    const spare = rows[0]!.schema;
    expect(await digests(spare)).toEqual(await digests(taken[0]!.source));
    const left = await pool.query(
      `SELECT (SELECT count(*)::int FROM "${spare}"."_journal") AS journal,
              (SELECT count(*)::int FROM "${spare}"."Setting" WHERE "key" LIKE 'mock.%') AS settings,
              (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = $1 AND c.relname LIKE 'mock\\_%') AS own`,
      [spare],
    );
    expect(left.rows[0]).toEqual({ journal: 0, settings: 0, own: 0 });
  }, 180_000);
});
