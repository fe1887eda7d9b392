// The known-findings baseline (src/known-findings.ts): accepted groups fail nothing until their expiry, expired
// ones fail and are named, entries that match nothing are listed, a bad file is an error naming entry and field,
// and --write-known writes a starter without overwriting. End to end through `--judge DIR` (exit status).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Exchange } from '@smartsite/api/judge';
import { operation } from '../../src/contract';
import { groupFindings, type FindingGroup } from '../../src/finding-groups';
import { judgeRecordings } from '../../src/judge-recordings';
import {
  applyKnownFindings,
  DEFAULT_KNOWN_FILE,
  formatBaseline,
  parseKnownFindings,
  readKnownFindings,
  starterKnownFindings,
  writeKnownFindings,
} from '../../src/known-findings';
import { example } from './examples';

const TODAY = new Date('2026-11-27T12:00:00Z');
const violation = (rule: 'field-retyped' | 'msg-not-the-reason', pointer: string, actual: string) => ({
  rule,
  kind: 'schema' as const,
  check: 'response_schema_conformance' as const,
  severity: rule === 'field-retyped' ? ('breaks-client' as const) : ('differs-from-document' as const),
  pointer,
  expected: 'integer',
  actual,
  message: '',
});
const groups = (): FindingGroup[] =>
  groupFindings([
    {
      operationId: 'a',
      check: 'c',
      violations: [violation('field-retyped', '/data/id', '"1"'), violation('field-retyped', '/data/tenantId', '"1"')],
    },
    { operationId: 'b', check: 'c', violations: [violation('msg-not-the-reason', '/msg', '""')] },
  ]);
const yaml = (entries: string) => `findings:\n${entries}`;

describe('parseKnownFindings', () => {
  it('reads entries with key, reason and expiry; the committed file parses', () => {
    expect(
      parseKnownFindings(yaml('  - key: field-retyped id string\n    reason: backend ticket 12\n    expires: 2026-12-31\n'), 'f'),
    ).toEqual([{ key: 'field-retyped id string', reason: 'backend ticket 12', expires: '2026-12-31' }]);
    expect(readKnownFindings({})).toEqual(parseKnownFindings(readFileSync(DEFAULT_KNOWN_FILE, 'utf8'), DEFAULT_KNOWN_FILE));
  });

  it.each([
    ['  - key: field-retyped id string\n    expires: 2026-12-31\n', 'f: entry 1 (field-retyped id string): reason: missing or empty'],
    [
      '  - key: a\n    reason: r\n    expires: 2026-12-31\n  - key: b\n    reason: r\n    expires: next month\n',
      'f: entry 2 (b): expires: expected a date YYYY-MM-DD, got "next month"',
    ],
    ['  - key: a\n    reason: r\n    expires: "2026-02-30"\n', 'f: entry 1 (a): expires: expected a date YYYY-MM-DD, got "2026-02-30"'],
    ['  - reason: r\n    expires: 2026-12-31\n', 'f: entry 1: key: missing or empty'],
    [
      '  - key: a\n    reason: r\n    expires: 2026-12-31\n  - key: a\n    reason: r\n    expires: 2026-12-31\n',
      'f: entry 2 (a): key: listed twice',
    ],
  ])('names the entry and field of bad input (%#)', (text, message) => {
    expect(() => parseKnownFindings(yaml(text), 'f')).toThrow(message);
  });

  it('wants a list under findings', () => {
    expect(() => parseKnownFindings('entries: []\n', 'f')).toThrow('f: findings: expected a list of entries');
    expect(() => readKnownFindings({ CONTRACT_KNOWN: '/nonexistent/known.yaml' })).toThrow(/cannot be read/);
  });
});

describe('applyKnownFindings', () => {
  const entries = [
    { key: 'field-retyped id string', reason: 'ticket 12', expires: '2026-11-27' },
    { key: 'field-retyped tenantId string', reason: 'ticket 13', expires: '2026-11-26' },
    { key: 'field-missing token missing', reason: 'fixed long ago', expires: '2027-01-01' },
  ];

  it('accepts through the expiry day, fails expired and unlisted groups, lists entries that match nothing', () => {
    const all = groups();
    const verdict = applyKnownFindings(all, entries, 'clients', TODAY);
    expect(all.find((g) => g.key === 'field-retyped id string')?.known).toEqual({
      status: 'accepted',
      reason: 'ticket 12',
      expires: '2026-11-27',
    });
    expect(verdict.failing.map((g) => g.key)).toEqual(['field-retyped tenantId string']);
    expect(verdict.expired.map((g) => g.key)).toEqual(['field-retyped tenantId string']);
    expect(verdict.stale.map((e) => e.key)).toEqual(['field-missing token missing']);
    const text = formatBaseline(verdict, entries);
    expect(text).toContain('3 entries, 1 accepted, 1 expired, 1 match nothing');
    expect(text).toContain('EXPIRED 2026-11-26: field-retyped tenantId string (ticket 13)');
    expect(text).toContain('no longer found (remove the entry): field-missing token missing');
  });

  it('fails every group of a failing severity without a baseline, the tolerated ones too with --strict', () => {
    expect(applyKnownFindings(groups(), [], 'clients', TODAY).failing).toHaveLength(2);
    expect(applyKnownFindings(groups(), [], 'all', TODAY).failing).toHaveLength(3);
  });
});

describe('the starter file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'known-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every group with reason TODO and an expiry 30 days ahead, and parses back', () => {
    const text = starterKnownFindings(groups(), TODAY);
    expect(parseKnownFindings(text, 'starter').map((e) => `${e.key}|${e.reason}|${e.expires}`)).toEqual([
      'field-retyped id string|TODO|2026-12-27',
      'field-retyped tenantId string|TODO|2026-12-27',
      'msg-not-the-reason msg string|TODO|2026-12-27',
    ]);
  });

  it('refuses to overwrite a file without force', () => {
    const file = join(dir, 'known.yaml');
    writeKnownFindings(file, groups(), false, TODAY);
    expect(() => writeKnownFindings(file, [], false, TODAY)).toThrow(`${file} exists: pass --force to overwrite it`);
    writeKnownFindings(file, [], true, TODAY);
    expect(parseKnownFindings(readFileSync(file, 'utf8'), file)).toEqual([]);
  });
});

describe('--judge DIR with a baseline', () => {
  const root = mkdtempSync(join(tmpdir(), 'known-run-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const userInfo = operation('getUserInfo');
  const drifted: Exchange = {
    request: { method: 'GET', path: '/api/authUser/info', headers: { authorization: 'Bearer t' } },
    status: 200,
    headers: { 'content-type': 'application/json' },
    answer: { ...example(userInfo), data: { ...(example(userInfo).data as object), tenantId: '1' } },
  };
  const dir = mkdtempSync(join(root, 'in-'));
  writeFileSync(join(dir, 'a.json'), JSON.stringify(drifted));
  const run = (env: Record<string, string>) => judgeRecordings(dir, { CONTRACT_REPORT_DIR: join(root, 'out'), ...env });
  const known = (text: string) => {
    const file = join(root, `known-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, text);
    return file;
  };

  it('writes a starter that makes the same run pass, fails again once it expires, and exits 2 on a bad file', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const starter = join(root, 'starter.yaml');
    expect(run({ CONTRACT_WRITE_KNOWN: starter })).toBe(1);
    expect(existsSync(starter)).toBe(true);
    expect(readFileSync(starter, 'utf8')).toContain('key: field-retyped tenantId string');
    expect(run({ CONTRACT_KNOWN: starter })).toBe(0);
    const summary = JSON.parse(readFileSync(join(root, 'out', 'summary.json'), 'utf8')) as { groups: FindingGroup[] };
    expect(summary.groups[0]?.known?.status).toBe('accepted');
    expect(readFileSync(join(root, 'out', 'findings.xml'), 'utf8')).not.toContain('<failure');

    expect(run({ CONTRACT_KNOWN: known(yaml('  - key: field-retyped tenantId string\n    reason: r\n    expires: 2020-01-01\n')) })).toBe(
      1,
    );
    expect(readFileSync(join(root, 'out', 'summary.txt'), 'utf8')).toContain('EXPIRED 2020-01-01: field-retyped tenantId string');

    expect(run({ CONTRACT_KNOWN: known(yaml('  - key: field-retyped tenantId string\n    expires: 2099-01-01\n')) })).toBe(2);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/entry 1 \(field-retyped tenantId string\): reason: missing or empty/));
    errors.mockClear();
    expect(run({ CONTRACT_WRITE_KNOWN: starter })).toBe(2);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/exists: pass --force/));
    vi.restoreAllMocks();
  });
});
