// The request examples of openapi.yaml are what a tester or a generated test sends first: each must be valid
// for its schema and get the documented success answer from the mock, as the seeded admin on the seeded data.
// One database for the whole run, in the order the extensions tell a tester: reads, writes, deletes
// (x-deletes), then the calls that end the caller's session (x-revokes-session); document order within each.
import { describe, expect, it } from 'vitest';
import { listOperations, rawOperation, type Json, type OperationInfo } from '@smartsite/api/document';
import { contract, DEMO_ACCOUNTS, startApp, validateAnswer } from './helpers';

interface QueryParameter {
  name: string;
  in: string;
  example?: Json;
}
interface RawRequest {
  parameters?: QueryParameter[];
  requestBody?: { content: { 'application/json': { example?: Record<string, Json> } } };
}

const operations = listOperations(contract.document);
const raw = (op: OperationInfo) => rawOperation(contract.document, op) as unknown as RawRequest;
const bodyExample = (op: OperationInfo) => raw(op).requestBody?.content['application/json'].example;
const queryParameters = (op: OperationInfo) => (raw(op).parameters ?? []).filter((p) => p.in === 'query');

const phase = (op: OperationInfo) => (op.revokesSession ? 3 : op.deletes ? 2 : op.writes ? 1 : 0);
const ordered = [...operations].sort((a, b) => phase(a) - phase(b));

/** Operations only a display-share token may call (x-access `share`): sent with the token of a link the admin made. */
const needsShareToken = (op: OperationInfo) => op.access.some((rule) => rule.kind === 'share');
const createShareLink = operations.find((op) => op.operationId === 'createShareLink')!;

/** A body whose `code` is an SMS code cannot carry a working one: the code sendLoginMsgCode sent replaces it. */
const needsSmsCode = (op: OperationInfo) => op.requestSchema === 'PhoneLoginBody' || op.requestSchema === 'RegisterBody';

describe('request examples of openapi.yaml', () => {
  it('gives every operation an example of each request part, valid for its schema', () => {
    const problems: string[] = [];
    for (const op of operations) {
      if (op.requestSchema) {
        const example = bodyExample(op);
        if (!example) problems.push(`${op.operationId}: no request body example`);
        else if (!contract.validator.schema(op.requestSchema)(example))
          problems.push(`${op.operationId}: example invalid for ${op.requestSchema}`);
      }
      for (const parameter of queryParameters(op))
        if (parameter.example === undefined) problems.push(`${op.operationId}: no example for query parameter ${parameter.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('orders the session-ending call last and marks every remove call as a delete', () => {
    expect(ordered.at(-1)?.operationId).toBe('logout');
    expect(operations.filter((op) => op.revokesSession).map((op) => op.operationId)).toEqual(['logout']);
    const removes = operations.filter((op) => op.operationId.startsWith('remove'));
    expect(removes.length).toBeGreaterThan(5);
    for (const op of removes) expect(op.deletes && op.writes, op.operationId).toBe(true);
  });

  describe('sent to the mock as the seeded admin, in the order reads, writes, deletes, session end', async () => {
    const t = await startApp();
    const token = await t.login(DEMO_ACCOUNTS.admin);

    /** The token of a link made from createShareLink's own example (a link's URL is /#/share?token=...). */
    async function shareToken(): Promise<string> {
      const created = await t.operation('createShareLink', bodyExample(createShareLink), { token });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return new URLSearchParams(created.body.data.url.split('?')[1]).get('token')!;
    }

    async function smsCodeFor(phone: string): Promise<string> {
      expect((await t.operation('sendLoginMsgCode', { phone })).status).toBe(200);
      return (await t.call<{ code: string }>(`/__mock/sms/${phone}`)).body.data.code;
    }

    for (const op of ordered) {
      it(`${op.operationId} gets its documented success answer`, async () => {
        const example = structuredClone(bodyExample(op));
        if (example && needsSmsCode(op)) example.code = await smsCodeFor(String(example.phone));
        const query = new URLSearchParams(queryParameters(op).map((p): [string, string] => [p.name, String(p.example)])).toString();
        const reply = await t.call(query ? `${op.path}?${query}` : op.path, example, {
          method: op.method === 'get' ? 'GET' : 'POST',
          ...(op.isPublic ? {} : { token: needsShareToken(op) ? await shareToken() : token }),
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(validateAnswer(op.operationId, reply.body)).toEqual([]);
      });
    }

    it('ends the session with logout: the token answers 401 afterwards', async () => {
      expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(401);
    });
  });
});
