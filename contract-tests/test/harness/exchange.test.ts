// Recorded exchanges (src/exchange.ts) and `--judge DIR` (src/judge-recordings.ts): the shape is validated, the
// operation found by id or by method and path, and every file judged with the suite's judge and severities.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { operation, operations } from '../../src/contract';
import { parseExchange, type Exchange } from '@smartsite/api/judge';
import { judgeDirectory, judgeRecordings } from '../../src/judge-recordings';
import { example } from './examples';

const userInfo = operation('getUserInfo');
const recorded = (overrides: Partial<Exchange> = {}): Exchange => ({
  request: { method: 'GET', path: '/api/authUser/info', headers: { Authorization: 'Bearer t' } },
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  answer: example(userInfo),
  ...overrides,
});

describe('parseExchange', () => {
  it('finds the operation by method and path, or by id, and lower-cases header names', () => {
    const parsed = parseExchange(operations, recorded());
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.op.operationId).toBe('getUserInfo');
    expect(parsed.exchange.headers).toEqual({ 'content-type': 'application/json' });
    expect(parsed.exchange.request.headers).toEqual({ authorization: 'Bearer t' });
    expect(parseExchange(operations, { ...recorded(), operation: 'getUserInfo' })).not.toHaveProperty('error');
  });

  it('says what is wrong with a file that is not an exchange', () => {
    expect(parseExchange(operations, { status: 200 })).toMatchObject({ error: expect.stringMatching(/request/) });
    expect(parseExchange(operations, { ...recorded(), answerText: '<html/>' })).toMatchObject({ error: expect.stringMatching(/oneOf/) });
    expect(parseExchange(operations, recorded({ operation: 'noSuchCall' }))).toEqual({ error: 'openapi.yaml has no operation noSuchCall' });
    expect(parseExchange(operations, recorded({ operation: 'logout' }))).toMatchObject({ error: expect.stringMatching(/^logout is POST/) });
    expect(parseExchange(operations, recorded({ request: { method: 'GET', path: '/api/nowhere' } }))).toEqual({
      error: 'openapi.yaml has no GET /api/nowhere',
    });
  });
});

describe('judgeDirectory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'exchanges-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('judges every file with the suite severities and lists the files that are not exchanges', () => {
    const drifted = recorded({ answer: { ...example(userInfo), data: { ...(example(userInfo).data as object), tenantId: '1' } } });
    const vab = recorded({
      request: { method: 'GET', path: '/api/authUser/info' },
      answer: { code: 401, msg: '', success: false, data: null },
    });
    writeFileSync(join(dir, 'drifted.json'), JSON.stringify(drifted));
    writeFileSync(join(dir, 'vab.json'), JSON.stringify(vab));
    writeFileSync(
      join(dir, 'html.json'),
      JSON.stringify(recorded({ answer: undefined, answerText: '<html/>', headers: { 'content-type': 'text/html' } })),
    );
    writeFileSync(join(dir, 'broken.json'), '{');
    const { records, invalid } = judgeDirectory(dir);
    const byFile = Object.fromEntries(records.map((r) => [r.check, r.violations.map((v) => `${v.severity} ${v.rule} ${v.pointer}`)]));
    expect(byFile['drifted.json']).toEqual(['breaks-client field-retyped /data/tenantId']);
    // A protected call recorded without a token must be refused: carried in the body, that is tolerated.
    expect(byFile['vab.json']).toEqual(['differs-from-document status-in-body-only ', 'differs-from-document msg-not-the-reason /msg']);
    expect(byFile['html.json']).toContain('breaks-client unreadable-body ');
    expect(invalid.map((i) => i.file)).toEqual(['broken.json']);
  });
});

describe('judgeRecordings', () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-run-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const run = (files: Record<string, unknown>, strict = false) => {
    const dir = mkdtempSync(join(root, 'in-'));
    for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(value));
    const env = { CONTRACT_REPORT_DIR: join(dir, 'out'), ...(strict ? { CONTRACT_STRICT: '1' } : {}) };
    return judgeRecordings(dir, env);
  };
  const tolerated = recorded({ answer: { ...example(userInfo), msg: undefined } });

  it('exits 1 on a finding that breaks the client, 0 on tolerated ones, 1 on those with --strict, 2 on a file that is not an exchange', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(run({ 'a.json': recorded({ answer: { ...example(userInfo), success: false } }) })).toBe(1);
    expect(run({ 'a.json': tolerated })).toBe(0);
    expect(run({ 'a.json': tolerated }, true)).toBe(1);
    expect(run({ 'a.json': tolerated, 'b.json': { status: 200 } })).toBe(2);
  });
});
