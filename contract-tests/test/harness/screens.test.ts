// The judge ranks by screens (api/src/judge/usage.ts): with the frontend's usage (contract-tests/usage/frontend.json)
// a finding on a field a screen reads breaks that screen (named, with the files that read it), one on a field no
// screen reads breaks generated clients only, and --fail-on chooses which of them fail a run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { failingImpacts, judge, type Exchange, type StatusExpectation } from '@smartsite/api/judge';
import { readConfig } from '../../src/config';
import { contract, operation, usage } from '../../src/contract';
import { judgeRecordings } from '../../src/judge-recordings';
import { example, reply } from './examples';

const projectInfo = operation('getV2ProjectInfo');
const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };
const request = { method: 'POST', url: projectInfo.path, headers: { authorization: 'Bearer t' }, body: {} };
const documented = example(projectInfo) as { data: Record<string, unknown> };
/** A required field of the answer no screen reads (picked from the usage file, not by hand). */
const unread = Object.keys(documented.data).find(
  (field) => !Object.keys(usage.operations.getV2ProjectInfo!.reads).some((p) => p === `/data/${field}` || p.startsWith(`/data/${field}/`)),
)!;
const without = (field: string) => ({
  ...documented,
  data: Object.fromEntries(Object.entries(documented.data).filter(([k]) => k !== field)),
});
const judged = (body: unknown, expectation = SUCCESS) => {
  const res = reply(body);
  return judge(contract, projectInfo, request, res.status, res.headers, res.text, { expectation, usage }).violations;
};

describe('a finding names the screens reading its field', () => {
  it('a missing field a screen reads breaks that screen, named with the file that reads it', () => {
    const [missing] = judged(without('name'));
    expect(missing).toMatchObject({ rule: 'field-missing', pointer: '/data/name', severity: 'breaks-client', impact: 'breaks-screen' });
    expect(missing!.screens!.map((s) => s.name)).toContain('v2 项目概况');
    expect(missing!.screens!.find((s) => s.name === 'v2 项目概况')!.panels.join()).toMatch(/^features\//);
  });

  it('a field no screen reads breaks generated clients only, and says no screen reads it', () => {
    expect(unread).toBeDefined();
    const found = judged(without(unread));
    expect(found.map((v) => [v.pointer, v.impact, v.screens])).toEqual([[`/data/${unread}`, 'breaks-clients', []]]);
  });

  it('an answer the request layer rejects breaks every screen calling the operation', () => {
    // HTTP 200 carrying code 500: the request layer shows the error instead of the panel.
    const found = judged({ ...documented, code: 500, success: false }).filter((v) => v.severity === 'breaks-client');
    expect(found.map((v) => v.rule)).toEqual(['server-error']);
    expect(found[0]?.impact).toBe('breaks-screen');
    expect(found[0]!.screens!.map((s) => s.route).sort()).toEqual(usage.operations.getV2ProjectInfo!.calledBy);
  });

  it('an operation no recorded screen calls has unknown screens (null) and ranks as breaking generated clients', () => {
    // The user's customisation is asked for again only after it is saved: no render of the recorded-calls test does.
    const customized = operation('getUserCustomized');
    expect(usage.operations.getUserCustomized).toBeUndefined();
    const body = example(customized) as { data: Record<string, unknown> };
    const res = reply({ ...body, data: { ...body.data, title: 1 } });
    const found = judge(
      contract,
      customized,
      { method: 'POST', url: customized.path, headers: { authorization: 'Bearer t' }, body: { tenantId: 1 } },
      200,
      res.headers,
      res.text,
      {
        usage,
      },
    ).violations;
    expect(found.map((v) => [v.pointer, v.screens, v.impact])).toEqual([['/data/title', null, 'breaks-clients']]);
  });

  it('a call no screen makes (an access check) names no screen', () => {
    const found = judged(without('name'), { statuses: [403], kind: 'access' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.screens!.length === 0 && v.impact !== 'breaks-screen')).toBe(true);
  });
});

describe('--fail-on', () => {
  it('fails on screens, on any client (the default) or on every finding (--strict)', () => {
    expect(failingImpacts('screens')).toEqual(['breaks-screen']);
    expect(failingImpacts('clients')).toEqual(['breaks-screen', 'breaks-clients']);
    expect(failingImpacts('all')).toEqual(['breaks-screen', 'breaks-clients', 'differs-from-document']);
    expect(readConfig({}).failOn).toBe('clients');
    expect(readConfig({ CONTRACT_STRICT: '1' }).failOn).toBe('all');
    expect(readConfig({ CONTRACT_FAIL_ON: 'screens' }).failOn).toBe('screens');
    expect(() => readConfig({ CONTRACT_FAIL_ON: 'nope' })).toThrow(
      '--fail-on (CONTRACT_FAIL_ON) must be one of screens, clients, all, got "nope"',
    );
    expect(() => readConfig({ CONTRACT_STRICT: '1', CONTRACT_FAIL_ON: 'screens' })).toThrow(/cannot go with --fail-on screens/);
  });

  const root = mkdtempSync(join(tmpdir(), 'fail-on-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const run = (answer: unknown, failOn: string) => {
    const dir = mkdtempSync(join(root, 'in-'));
    const exchange: Exchange = {
      request: { method: 'POST', path: projectInfo.path, headers: { authorization: 'Bearer t' }, body: {} },
      status: 200,
      headers: { 'content-type': 'application/json' },
      answer,
    };
    writeFileSync(join(dir, 'a.json'), JSON.stringify(exchange));
    return judgeRecordings(dir, { CONTRACT_REPORT_DIR: join(dir, 'out'), CONTRACT_FAIL_ON: failOn });
  };

  it('with screens, a drift no screen reads passes and one a screen reads fails; with clients both fail', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(run(without(unread), 'screens')).toBe(0);
    expect(run(without(unread), 'clients')).toBe(1);
    expect(run(without('name'), 'screens')).toBe(1);
  });
});
