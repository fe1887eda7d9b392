// Every report the suite writes (records under reports/, summary.txt and .json, findings.xml, index.html, and
// what `--judge DIR` writes) masks every credential openapi.yaml marks x-secret, as the mock's recordings do:
// exchanges that carry a phone, an SMS code, a JWT, a password and a share link leave none of them behind.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { contract, operation, operations } from '../../src/contract';
import { measureCoverage } from '../../src/coverage';
import { excerptOf } from '../../src/excerpt';
import { formatFindingsJunit } from '../../src/findings-junit';
import { renderReport, reportContext } from '../../src/html-report';
import { IMPACTS, judge, SecretWatch } from '@smartsite/api/judge';
import { judgeRecordings } from '../../src/judge-recordings';
import { fileRecorder, type RunRecord } from '../../src/recorder';
import { formatSummary, readRecords, summarise } from '../../src/summary';

const PHONE = '13912345678';
const SMS_CODE = '482913';
const PASSWORD = 'Tr0ub4dor-x';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJlLXNlY3JldA';
const SHARE_TOKEN = 'shr_3q2Xv9kLr0dPz1sWm8YtQe4B';
const LINK = `https://site.example/#/share?token=${SHARE_TOKEN}`;
const OPAQUE_TOKEN = 'opaque-session-9f8e7d6c5b4a';
const SECRETS = [PHONE, SMS_CODE, PASSWORD, JWT, SHARE_TOKEN, OPAQUE_TOKEN];

const json = { 'content-type': 'application/json' };
/** Exchanges whose answers break the contract in ways that put the secrets into findings and excerpts. */
const EXCHANGES = [
  {
    operation: 'savePhonePassword',
    request: { method: 'post', path: `/api/savePhonePassword?phone=${PHONE}`, body: { phone: PHONE, code: SMS_CODE, password: PASSWORD } },
    status: 200,
    headers: json,
    // The SMS code as the envelope's code, the password as data, the phone and code echoed.
    answer: { code: Number(SMS_CODE), success: true, msg: `sent to ${PHONE}`, data: PASSWORD, phone: PHONE },
  },
  {
    operation: 'getAccessToken',
    request: { method: 'post', path: '/api/getAccessToken', body: { username: 'admin', password: PASSWORD } },
    status: 200,
    headers: json,
    answer: [{ token: JWT, phone: PHONE, code: SMS_CODE }, { accessToken: OPAQUE_TOKEN }],
  },
  {
    operation: 'createShareLink',
    request: {
      method: 'post',
      path: '/api/share/save',
      headers: { authorization: `Bearer ${JWT}`, cookie: `sid=${OPAQUE_TOKEN}` },
      body: { projectId: 1 },
    },
    status: 200,
    headers: { 'content-type': 'text/html' },
    answerText: `<p>${LINK} ${JWT} /api/share/session?token=${OPAQUE_TOKEN} phone ${PHONE}</p>`,
  },
  {
    operation: 'listShareLinks',
    request: { method: 'post', path: '/api/share/list', headers: { authorization: `Bearer ${JWT}` }, body: { projectId: 1 } },
    status: 200,
    headers: json,
    answer: { code: 200, success: true, msg: 'ok', data: { list: [{ id: 'x', url: LINK, token: OPAQUE_TOKEN, phone: 5 }] } },
  },
] as const;

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'report-masking-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file under the directory, read as text. */
const written = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => /\.(json|jsonl|txt|xml|html)$/.test(file))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );

function expectNoSecret(files: Record<string, string>): void {
  expect(Object.keys(files).length).toBeGreaterThan(0);
  const shown = Object.entries(files).flatMap(([file, text]) =>
    SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${file} shows ${secret}`),
  );
  expect(shown).toEqual([]);
}

describe('reports mask every x-secret kind', () => {
  it('a live run: records, summary, findings JUnit and the HTML report', () => {
    const dir = tempDir();
    const runDir = join(dir, 'records');
    const recorder = fileRecorder(runDir);
    for (const exchange of EXCHANGES) {
      const op = operation(exchange.operation);
      const request = {
        method: exchange.request.method,
        url: exchange.request.path,
        headers: 'headers' in exchange.request ? { ...exchange.request.headers } : {},
        body: exchange.request.body,
      };
      const text = 'answer' in exchange ? JSON.stringify(exchange.answer) : exchange.answerText;
      const secrets = new SecretWatch();
      secrets.learnFrom(request.body);
      const judgement = judge(contract, op, request, exchange.status, exchange.headers, text, { secrets });
      expect(judgement.violations.length).toBeGreaterThan(0);
      recorder.record({
        type: 'call',
        operationId: op.operationId,
        check: 'success answer',
        exercises: true,
        status: judgement.status,
        exchange: excerptOf(request, { status: exchange.status, headers: exchange.headers, text }, secrets),
        violations: judgement.violations,
      });
    }
    recorder.flush();
    const records: RunRecord[] = readRecords(runDir);
    const summary = summarise(operations, records, 'test target');
    const coverage = measureCoverage(operations, records);
    writeFileSync(join(dir, 'summary.json'), JSON.stringify({ ...summary, coverage }));
    writeFileSync(join(dir, 'summary.txt'), formatSummary(summary));
    writeFileSync(join(dir, 'findings.xml'), formatFindingsJunit(summary, IMPACTS));
    writeFileSync(join(dir, 'index.html'), renderReport(reportContext(readConfig({})), summary, coverage, records));
    const files = written(dir);
    expect(files['index.html']).toContain('request and answer (redacted)');
    expectNoSecret(files);
  });

  it('`--judge DIR`: summary.txt, summary.json and findings.xml', () => {
    const input = tempDir();
    EXCHANGES.forEach((exchange, i) => writeFileSync(join(input, `${i}.json`), JSON.stringify(exchange)));
    const out = tempDir();
    const log: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void log.push(args.join(' '));
    try {
      expect(judgeRecordings(input, { CONTRACT_REPORT_DIR: out })).toBe(1);
    } finally {
      console.log = original;
    }
    expectNoSecret({ ...written(out), console: log.join('\n') });
  });
});
