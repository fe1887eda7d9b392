// Opening a session against answers that drift (src/session.ts): a given token replaces the login, a token
// under another name is still found, and a login answer without any token blocks the session instead of
// ending the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractClient } from '../../src/client';
import { readConfig, SEEDED_ACCOUNTS } from '../../src/config';
import { driftingTransport } from '../../src/drift';
import type { RunRecord } from '../../src/recorder';
import { SecretWatch } from '@smartsite/api/judge';
import { login, openSession } from '../../src/session';
import { openInProcessMock, type Target } from '../../src/target';
import type { Transport } from '../../src/transport';

let target: Target;
beforeAll(async () => {
  target = await openInProcessMock();
});
afterAll(async () => target.close());

function clientOver(transport: Transport) {
  const records: RunRecord[] = [];
  const client = new ContractClient(
    transport,
    { record: (r) => void records.push(r), flush: () => undefined },
    readConfig({}),
    new SecretWatch(),
  );
  return { client, records };
}

/** The mock with every login answer stripped of its token. */
const tokenless = (inner: Transport): Transport => ({
  async send(req) {
    const res = await inner.send(req);
    if (!req.url.startsWith('/api/getAccessToken')) return res;
    const body = JSON.parse(res.text) as { data: Record<string, unknown> };
    return { ...res, text: JSON.stringify({ ...body, data: { ...body.data, token: undefined } }) };
  },
});

describe('openSession', () => {
  it('uses a given token without logging in', async () => {
    const token = await login(clientOver(target.transport).client, SEEDED_ACCOUNTS.admin);
    const { client, records } = clientOver(target.transport);
    const session = await openSession(client, SEEDED_ACCOUNTS.admin, { token });
    expect(session.blocked).toBeUndefined();
    expect(session.context).toBeDefined();
    expect(records.map((r) => r.operationId)).toEqual(['getUserInfo', 'listAuthorisedProjectsV2']);
  });

  it('reads the token, ids and projects through the drifts of the session answers, and reports each drift', async () => {
    const { client, records } = clientOver(driftingTransport(target.transport, 'drifts'));
    const session = await openSession(client, SEEDED_ACCOUNTS.admin);
    expect(session.blocked).toBeUndefined();
    expect(session.user.tenantId).toBe(1);
    expect(session.projects.length).toBeGreaterThan(0);
    const breaking = records.flatMap((r) =>
      r.type === 'call' ? r.violations.filter((v) => v.severity === 'breaks-client').map((v) => `${r.operationId} ${v.pointer}`) : [],
    );
    expect(breaking).toEqual(['getAccessToken /data/token', 'getUserInfo /data/tenantId', 'listAuthorisedProjectsV2 /data']);
  });

  it('is blocked by the login when its answer carries no token at all', async () => {
    const { client } = clientOver(tokenless(target.transport));
    const session = await openSession(client, SEEDED_ACCOUNTS.admin);
    expect(session.blocked).toMatchObject({ by: 'getAccessToken', reason: expect.stringMatching(/no token/) });
    expect(session.context).toBeUndefined();
  });
});
