// The frontend offers a call (a write button) only when canCall (@smartsite/api) says the contract's x-access
// rules let the user make it; the mock enforces the same rules on each request. Over the seeded demo accounts
// and every operation sent with its documented example: where the mock refuses the caller as such (user type,
// permission, share-only), canCall says no; where the mock answers 200, canCall says yes. Refusals that depend
// on the body (another tenant's or project's id, a module) and other failures decide nothing here.
import { canCall, SHARE_ONLY, type Caller, type OperationId } from '@smartsite/api';
import { listOperations, rawOperation, type OperationInfo } from '@smartsite/api/document';
import { describe, expect, it } from 'vitest';
import { contract, DEMO_ACCOUNTS, startApp } from './helpers';

interface RawRequest {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
}

const raw = (op: OperationInfo) => rawOperation(contract.document, op) as unknown as RawRequest;

/** The path with the query parameters' examples, and the body example. */
function exampleRequest(op: OperationInfo): { url: string; body: unknown } {
  const query = (raw(op).parameters ?? []).filter((parameter) => parameter.in === 'query');
  const search = new URLSearchParams(query.map((parameter): [string, string] => [parameter.name, String(parameter.example)])).toString();
  return { url: search ? `${op.path}?${search}` : op.path, body: raw(op).requestBody?.content['application/json'].example };
}

/** The 403 messages of the caller rules (userType, permission, share), as the mock words them. */
const refusesCaller = (msg: string) => msg === '当前用户类型无权执行此操作' || msg.startsWith('缺少权限：') || msg === SHARE_ONLY;

// Logout would end the session the next calls need; removals would take away what later examples name.
const operations = listOperations(contract.document).filter((op) => !op.revokesSession && !op.deletes && !op.isPublic);

describe('canCall agrees with the x-access rules the mock enforces', async () => {
  const t = await startApp();

  it('over the demo accounts and every operation, wherever the mock decides on the caller', async () => {
    const disagreements: string[] = [];
    const decided = { answered: 0, refused: 0 };
    for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) {
      const token = await t.login(account);
      const caller = (await t.call<Caller>('/api/authUser/info', undefined, { token })).body.data;
      for (const op of operations) {
        const { url, body } = exampleRequest(op);
        const reply = await t.call(url, body, { token, method: op.method === 'get' ? 'GET' : 'POST' });
        const mock = reply.status === 200 ? true : reply.status === 403 && refusesCaller(reply.body.msg) ? false : undefined;
        if (mock === undefined) continue;
        decided[mock ? 'answered' : 'refused']++;
        const frontend = canCall(op.operationId as OperationId, caller);
        if (frontend !== mock)
          disagreements.push(
            `${name} ${op.operationId}: the mock ${mock ? 'answers' : `refuses (${reply.body.msg})`}, canCall says ${frontend}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
    // A run in which the mock decided little has tested little: both outcomes, many times.
    expect(decided.answered).toBeGreaterThan(operations.length);
    expect(decided.refused).toBeGreaterThan(20);
  });
});
