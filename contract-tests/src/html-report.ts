// The run as a page people read in a review: one self-contained index.html (inline style, no script, nothing
// fetched) with the target, the operations by tag, the findings by severity with a redacted excerpt of the
// exchange, the coverage of declared answers and of the x-access matrix, and the checks skipped with their reasons.
import type { Violation } from '@smartsite/api/judge';
import { describeTarget, type TargetConfig } from './config';
import type { CoverageReport, OperationCoverage } from './coverage';
import { type FindingGroup, findingsByScreen, groupKeyOf, readersOf } from './finding-groups';
import type { CallRecord, FindingRecord, RunRecord } from './recorder';
import type { OperationSummary, RunSummary } from './summary';

export interface ReportContext {
  target: string;
  account: string;
  /** What the target allows: writes, state, scenario. */
  policies: string[];
  date: Date;
}

export function reportContext(config: TargetConfig, date = new Date()): ReportContext {
  const policies = [
    config.allowWrites ? 'writes allowed' : 'read-only (mutating calls skipped)',
    config.stateful ? 'stateful (state, tokens and access rules checked)' : 'stateless (state checks skipped)',
    config.kind === 'in-process' ? "the mock's seeded accounts" : 'the configured account only',
    ...(config.scenario ? [`x-mock-scenario ${config.scenario}`] : []),
    ...(config.projectId ? [`project ${config.projectId}`] : []),
  ];
  return { target: describeTarget(config), account: config.account.username, policies, date };
}

/** Enough findings to act on; the rest are counted (summary.json has them all). */
const MAX_FINDINGS_SHOWN = 300;

const escapeHtml = (text: unknown) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const STYLE = `
body{font:14px/1.45 system-ui,"Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif;margin:0;color:#1c1f23;background:#f6f7f9}
header{background:#1c1f23;color:#fff;padding:16px 24px}header h1{margin:0 0 6px;font-size:20px}
header dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}header dt{color:#aab}
main{padding:8px 24px 40px;max-width:1400px}section{background:#fff;border:1px solid #e0e3e8;border-radius:6px;padding:12px 16px;margin:14px 0}
h2{font-size:17px;margin:4px 0 10px}h3{font-size:15px;margin:12px 0 6px}
table{border-collapse:collapse;width:100%;margin:6px 0}th,td{border:1px solid #e0e3e8;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#f0f2f5;font-weight:600}td.num{text-align:right}
.tiles{display:flex;gap:12px;flex-wrap:wrap}.tile{border:1px solid #e0e3e8;border-radius:6px;padding:8px 14px;min-width:130px}
.tile b{display:block;font-size:22px}.passed{color:#1a7f37}.failed{color:#cf222e}.skipped{color:#9a6700}.unseen{color:#6e7781}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;color:#fff}
.badge.passed{background:#1a7f37;color:#fff}.badge.failed{background:#cf222e;color:#fff}.badge.skipped{background:#9a6700;color:#fff}.badge.unseen{background:#6e7781;color:#fff}
.finding{border-left:4px solid #cf222e;padding:6px 10px;margin:8px 0;background:#fff8f8}.finding.differs-from-document{border-color:#9a6700;background:#fffbea}
code,pre{font:12px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:8px;overflow:auto;max-height:260px;white-space:pre-wrap;word-break:break-all}
td.seen{background:#dafbe1;text-align:center}td.missing{background:#ffebe9;text-align:center;font-weight:600;color:#cf222e}td.none{background:#fafbfc}
.legend span{margin-right:14px}.finding-group{border-left:4px solid #cf222e;padding:6px 10px;margin:8px 0}.finding-group.differs-from-document{border-color:#9a6700}`;

const tile = (label: string, value: string | number, cls = '') =>
  `<div class="tile"><b class="${cls}">${escapeHtml(value)}</b>${escapeHtml(label)}</div>`;

const OUTCOME_CLASS: Record<string, string> = { passed: 'passed', failed: 'failed', skipped: 'skipped', 'not exercised': 'unseen' };

function operationsSection(summary: RunSummary): string {
  const byTag = new Map<string, OperationSummary[]>();
  for (const op of summary.operations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  const tags = [...byTag].map(([tag, ops]) => {
    const totals = summary.byTag[tag]!;
    const rows = ops
      .map(
        (op) =>
          `<tr><td><span class="badge ${OUTCOME_CLASS[op.outcome]}">${escapeHtml(op.outcome)}</span></td><td><code>${escapeHtml(op.method)} ${escapeHtml(op.path)}</code></td><td>${escapeHtml(op.operationId)}${op.inferred ? ' <i>(x-inferred)</i>' : ''}</td><td class="num">${op.calls}</td><td>${escapeHtml(op.checks.join('; '))}</td></tr>`,
      )
      .join('');
    return `<details${totals.failed ? ' open' : ''}><summary><b>${escapeHtml(tag)}</b>: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals['not exercised']} not exercised</summary>
<table><tr><th>outcome</th><th>call</th><th>operation</th><th>calls</th><th>checks</th></tr>${rows}</table></details>`;
  });
  return `<section id="operations"><h2>Operations by tag</h2>${tags.join('\n')}</section>`;
}

interface Finding {
  record: CallRecord | FindingRecord;
  violation: Violation;
}

function exchangeOf(record: CallRecord | FindingRecord): string {
  if (record.type !== 'call' || !record.exchange) return '';
  const { request, response } = record.exchange;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return `<details><summary>request and answer (redacted)</summary>
<pre>${escapeHtml(`${request.method} ${request.url}\n${headers}${request.body ? `\n\n${request.body}` : ''}`)}</pre>
<pre>${escapeHtml(`HTTP ${response.status}${response.contentType ? `  ${response.contentType}` : ''}\n\n${response.body}`)}</pre></details>`;
}

function findingsSection(records: readonly RunRecord[], summary: RunSummary): string {
  const describe = new Map(summary.operations.map((op) => [op.operationId, `${op.method} ${op.path}`]));
  const findings: Finding[] = records.flatMap((record) =>
    record.type === 'call' || record.type === 'finding' ? record.violations.map((violation) => ({ record, violation })) : [],
  );
  const groups = (['breaks-client', 'differs-from-document'] as const).map((severity) => {
    const mine = findings.filter((f) => f.violation.severity === severity);
    const shown = mine.slice(0, MAX_FINDINGS_SHOWN).map(
      ({ record, violation }, i) => `<div class="finding ${severity}" id="finding-${severity}-${i}">
<b>${escapeHtml(record.operationId)}</b> <code>${escapeHtml(describe.get(record.operationId) ?? '')}</code> [${escapeHtml(record.check)}]${record.type === 'call' ? ` HTTP ${record.status}` : ''}<br>
<span class="badge failed">${escapeHtml(violation.check)}</span> pointer <code>${escapeHtml(violation.pointer || '(the whole answer)')}</code>:
expected <code>${escapeHtml(violation.expected)}</code>, actual <code>${escapeHtml(violation.actual)}</code>
${exchangeOf(record)}</div>`,
    );
    const more = mine.length > MAX_FINDINGS_SHOWN ? `<p>${mine.length - MAX_FINDINGS_SHOWN} more in summary.json.</p>` : '';
    return `<h3>${severity} (${mine.length})</h3>${shown.join('\n') || '<p>None.</p>'}${more}`;
  });
  return `<section id="findings"><h2>Findings by severity</h2>${groups.join('\n')}</section>`;
}

/** Findings by cause, most harmful first; each group's single findings one click away (links into #findings). */
function groupsSection(records: readonly RunRecord[], summary: RunSummary): string {
  const findings: Finding[] = records.flatMap((record) =>
    record.type === 'call' || record.type === 'finding' ? record.violations.map((violation) => ({ record, violation })) : [],
  );
  const rows = summary.groups.map((g, index) => {
    const mine = findings.filter((f) => f.violation.severity === g.severity);
    const links = mine.flatMap(({ record, violation }, i) => {
      if (groupKeyOf(violation) !== g.key) return [];
      const text = `${record.operationId} ${violation.pointer || '(answer)'} [${record.check}]`;
      // Past the cap the single finding is not on the page: summary.json has it.
      return [
        i < MAX_FINDINGS_SHOWN
          ? `<li><a href="#finding-${g.severity}-${i}">${escapeHtml(text)}</a></li>`
          : `<li>${escapeHtml(text)} (summary.json)</li>`,
      ];
    });
    return `<div class="finding-group ${g.severity}" id="group-${index}"><b>${escapeHtml(g.key)}</b> <span class="badge failed">${escapeHtml(g.check)}</span>
${g.impact}: <b>${g.count}</b> findings in <b>${g.operations.length}</b> operations at <code>${escapeHtml(g.pointers.join(', '))}</code>; expected <code>${escapeHtml(g.expected)}</code>
${g.known ? `<br><b>${g.known.status === 'accepted' ? 'accepted' : 'EXPIRED'}</b> in the known findings until ${escapeHtml(g.known.expires)}: ${escapeHtml(g.known.reason)}` : ''}
<br>screens: ${g.screens.length ? escapeHtml(g.screens.join(', ')) : `<i>${escapeHtml(readersOf(g).replace(/^, /, ''))}</i>`}
<details><summary>the ${g.count} single findings</summary><p>operations: ${escapeHtml(g.operations.join(', '))}</p><ul>${links.join('')}</ul></details></div>`;
  });
  return `<section id="groups"><h2>Findings by cause (${summary.groups.length})</h2>${rows.join('\n') || '<p>None.</p>'}</section>`;
}

/** What QA reads first: per screen, how many findings it meets and their causes (links to the groups). */
function screensSection(summary: RunSummary): string {
  const link = (g: FindingGroup) => `<a href="#group-${summary.groups.indexOf(g)}">${escapeHtml(g.key)}</a>`;
  const rows = findingsByScreen(summary.groups).map(
    ({ screen, count, groups }) => `<tr><td>${escapeHtml(screen)}</td><td>${count}</td><td>${groups.map(link).join(', ')}</td></tr>`,
  );
  const unread = summary.groups.filter((g) => g.impact === 'breaks-clients');
  if (unread.length) {
    const count = unread.reduce((n, g) => n + g.count, 0);
    rows.push(
      `<tr><td><i>no recorded screen reads it</i> (generated clients break)</td><td>${count}</td><td>${unread.map(link).join(', ')}</td></tr>`,
    );
  }
  return `<section id="screens"><h2>Findings by screen</h2>${
    rows.length
      ? `<table><tr><th>screen</th><th>findings</th><th>causes</th></tr>${rows.join('')}</table>`
      : '<p>No finding breaks a screen or a client.</p>'
  }</section>`;
}

function answerCell(op: OperationCoverage, status: number): string {
  const answer = op.answers.find((a) => a.status === status);
  if (!answer) return '<td class="none"></td>';
  const codes = `declared codes ${answer.codes.map((code) => JSON.stringify(code)).join(', ')}`;
  if (!answer.observedBy.length) return `<td class="missing" title="${escapeHtml(`not observed; ${codes}`)}">✗</td>`;
  return `<td class="seen" title="${escapeHtml(`${codes}; observed by: ${answer.observedBy.join('; ')}`)}">✓</td>`;
}

function coverageSection(coverage: CoverageReport): string {
  const statuses = [...new Set(coverage.operations.flatMap((op) => op.answers.map((a) => a.status)))].sort((a, b) => a - b);
  const tagRows = Object.entries(coverage.byTag)
    .map(
      ([tag, t]) =>
        `<tr><td>${escapeHtml(tag)}</td><td class="num">${t.declared}</td><td class="num">${t.observed}</td><td class="num">${t.percent.toFixed(1)}%</td></tr>`,
    )
    .join('');
  const answerRows = coverage.operations
    .map(
      (op) =>
        `<tr><td>${escapeHtml(op.tag)}</td><td><code>${escapeHtml(op.method)} ${escapeHtml(op.path)}</code></td>${statuses.map((s) => answerCell(op, s)).join('')}</tr>`,
    )
    .join('');
  const { matrix } = coverage;
  const matrixHead = `<tr><th rowspan="2">rule</th>${matrix.accounts.map((a) => `<th colspan="${matrix.scopes.length}">${escapeHtml(a)}</th>`).join('')}</tr>
<tr>${matrix.accounts.map(() => matrix.scopes.map((s) => `<th>${escapeHtml(s)}</th>`).join('')).join('')}</tr>`;
  const matrixRows = matrix.rules
    .map((rule) => {
      const cells = matrix.accounts.flatMap((account) =>
        matrix.scopes.map((scope) => {
          const cell = matrix.cells.find((c) => c.rule === rule && c.account === account && c.scope === scope);
          const sent = cell ? cell.allowed + cell.refused : 0;
          return sent
            ? `<td class="seen" title="${cell!.allowed} allowed, ${cell!.refused} refused">${sent}</td>`
            : '<td class="none" title="no call sent">–</td>';
        }),
      );
      return `<tr><td><code>${escapeHtml(rule)}</code></td>${cells.join('')}</tr>`;
    })
    .join('');
  return `<section id="coverage"><h2>Coverage of declared answers</h2>
<p>${coverage.answers.observed} of ${coverage.answers.declared} declared answers observed (<b>${coverage.answers.percent.toFixed(1)}%</b>): an answer is a status the
document declares for the operation, observed when a call got that status with an envelope code the document allows for it.</p>
<table><tr><th>tag</th><th>declared</th><th>observed</th><th>coverage</th></tr>${tagRows}</table>
<h3>Answers per operation</h3><p class="legend"><span>✓ observed (hover: by which checks)</span><span>✗ declared, never observed</span><span>blank: not declared</span></p>
<table id="coverage-matrix"><tr><th>tag</th><th>call</th>${statuses.map((s) => `<th>${s}</th>`).join('')}</tr>${answerRows}</table>
<h3>x-access isolation matrix</h3><p>${matrix.sent} of ${matrix.possible} cells sent: calls per rule x account kind x where the call points (hover: allowed / refused).
– marks a cell no call was sent for: the account has no such project (a tenant user may use every project of its tenant), or the
matrix sends at most two allowed cells per account and operation.</p>
<table id="access-matrix">${matrixHead}${matrixRows}</table></section>`;
}

function skipsSection(summary: RunSummary): string {
  const byReason = new Map<string, Set<string>>();
  for (const op of summary.operations) {
    for (const skip of op.skips) {
      const key = `${skip.policy}: ${skip.reason} [${skip.check}]`;
      byReason.set(key, (byReason.get(key) ?? new Set()).add(op.operationId));
    }
  }
  const rows = [...byReason]
    .map(
      ([reason, ids]) =>
        `<tr><td>${escapeHtml(reason)}</td><td class="num">${ids.size}</td><td>${escapeHtml([...ids].join(', '))}</td></tr>`,
    )
    .join('');
  return `<section id="skipped"><h2>Skipped checks</h2>${rows ? `<table><tr><th>policy, reason and check</th><th>operations</th><th>which</th></tr>${rows}</table>` : '<p>None: every check ran.</p>'}</section>`;
}

export function renderReport(context: ReportContext, summary: RunSummary, coverage: CoverageReport, records: readonly RunRecord[]): string {
  const findings = summary.checks.violations;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract run: ${escapeHtml(context.target)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header><h1>smartsite contract run</h1><dl>
<dt>target</dt><dd>${escapeHtml(context.target)}</dd><dt>date</dt><dd>${escapeHtml(context.date.toISOString())}</dd>
<dt>account</dt><dd>${escapeHtml(context.account)}</dd><dt>policies</dt><dd>${escapeHtml(context.policies.join('; '))}</dd></dl></header>
<main><section id="totals"><h2>At a glance</h2><div class="tiles">
${tile('operations', summary.operations.length)}${tile('passed', summary.totals.passed, 'passed')}${tile('failed', summary.totals.failed, 'failed')}
${tile('skipped', summary.totals.skipped, 'skipped')}${tile('not exercised', summary.totals['not exercised'], 'unseen')}
${tile('calls judged', summary.checks.calls)}${tile('findings', findings, findings ? 'failed' : 'passed')}
${tile('declared answers observed', `${coverage.answers.percent.toFixed(1)}%`)}</div></section>
${screensSection(summary)}
${groupsSection(records, summary)}
${findingsSection(records, summary)}
${coverageSection(coverage)}
${operationsSection(summary)}
${skipsSection(summary)}
</main></body></html>
`;
}
