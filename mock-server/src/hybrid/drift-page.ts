// The drift report as a page a person reads: the findings per screen, the operations seen and who answered
// them, then the findings, those that break a screen first. Served at /__mock/drift to a browser (Accept: text/html).
import { IMPACTS } from '@smartsite/api/judge';
import type { ScreenedSnapshot } from './drift-screens';

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const table = (head: string[], rows: unknown[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export function driftPage(report: ScreenedSnapshot | null): string {
  const body = !report
    ? '<p>Hybrid mode is off: start the mock with <code>MOCK_UPSTREAM=https://backend npm start</code> to forward calls and judge the answers.</p>'
    : `<p>Upstream <code>${escape(report.upstream ?? '(none: replay only)')}</code>, since ${escape(report.since)}.
       ${report.totals.breaksClient} findings break the client (${report.totals.breaksScreen} of them a screen), ${report.totals.differsFromDocument} differ from the document.
       <button onclick="fetch('/__mock/drift',{method:'DELETE'}).then(()=>location.reload())">Clear</button></p>
       <h2>Findings by screen (${report.byScreen.length} screens)</h2>
       ${table(
         ['screen', 'findings'],
         report.byScreen.map((s) => [s.screen, s.findings]),
       )}
       <h2>Operations seen (${report.operations.length})</h2>
       ${table(
         ['operation', 'method', 'path', 'upstream', 'mock', 'replay', 'last answered by', 'last status', 'why not upstream', 'at'],
         report.operations.map((o) => [
           o.operationId,
           o.method,
           o.path,
           o.answers.upstream,
           o.answers.mock,
           o.answers.replay,
           o.last.answeredBy,
           o.last.status,
           o.last.reason ?? '',
           o.last.at,
         ]),
       )}
       ${IMPACTS.map((impact) => {
         const findings = report.findings.filter((f) => f.impact === impact);
         return `<h2 class="${impact}">${impact} (${findings.length})</h2>${table(
           ['operation', 'check', 'pointer', 'screens reading it', 'expected', 'actual', 'count', 'last seen'],
           findings.map((f) => [
             f.operationId,
             f.check,
             f.pointer || '(whole answer)',
             f.screens === null
               ? '(not recorded)'
               : f.screens.join(', ') || (impact === 'differs-from-document' ? '' : '(none: generated clients)'),
             f.expected,
             f.actual,
             f.count,
             f.lastSeen,
           ]),
         )}`;
       }).join('')}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Drift from openapi.yaml</title><style>
body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse;margin-bottom:16px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}th{background:#f4f4f4}
h2.breaks-screen,h2.breaks-clients{color:#b00020}h2.differs-from-document{color:#8a6d00}code{background:#f4f4f4;padding:0 3px}
</style></head><body><h1>Drift from openapi.yaml</h1>${body}
<p>JSON: <code>GET /__mock/drift</code>; clear: <code>DELETE /__mock/drift</code>. The page reloads every 5 s.</p></body></html>`;
}
