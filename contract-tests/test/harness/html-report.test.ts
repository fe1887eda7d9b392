// The HTML report (src/html-report.ts) and the excerpts it shows (src/excerpt.ts): one self-contained page with
// each finding's pointer, expected and actual and the exchange with its secrets masked.
import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../src/excerpt';
import { SecretWatch } from '@smartsite/api/judge';
import { SAMPLE_JWT, SAMPLE_PASSWORD, SAMPLE_TOKEN, sampleExchange, sampleReport } from './fixtures/sample-run';

const exchange = sampleExchange();
const html = sampleReport();

describe('excerptOf', () => {
  it('masks the bearer token, any JWT, password fields and known passwords anywhere in the text', () => {
    expect(exchange.request.headers.authorization).toBe('Bearer «redacted»');
    expect(JSON.stringify(exchange)).not.toContain(SAMPLE_PASSWORD);
    expect(JSON.stringify(exchange)).not.toContain(SAMPLE_TOKEN);
    expect(JSON.stringify(exchange)).not.toContain(SAMPLE_JWT);
    expect(exchange.request.body).toContain('"password": "«password»"');
    expect(exchange.response.body).toContain('was «password»');
  });

  it("masks a display-share token, as in a share link's url", () => {
    const url = '/#/share?token=shr_3q2Xv9kLr0dPz1sWm8YtQe4B';
    const answer = { status: 200, headers: {}, text: JSON.stringify({ code: 200, data: { list: [{ id: 1, url }] } }) };
    const excerpt = excerptOf({ method: 'post', url: '/api/share/list', body: { projectId: 1 } }, answer, new SecretWatch());
    expect(excerpt.response.body).toContain('"url": "/#/share?token=«token»"');
  });
});

describe('renderReport', () => {
  it('shows the target, date, account and policies', () => {
    expect(html).toContain('in-process mock');
    expect(html).toContain('2026-01-02T03:04:05.000Z');
    expect(html).toContain('<dt>account</dt><dd>admin</dd>');
    expect(html).toContain('writes allowed');
  });

  it('shows a finding with operation, pointer, expected, actual and the escaped exchange', () => {
    expect(html).toContain('<h3>breaks-client (1)</h3>');
    expect(html).toMatch(/listUsers.*POST \/api\/authUser\/table/);
    expect(html).toContain('<code>/data/list/0/id</code>');
    expect(html).toContain('expected <code>present</code>, actual <code>undefined</code>');
    expect(html).toContain('&lt;b&gt;张三&lt;/b&gt;');
    expect(html).not.toContain('<b>张三</b>');
    expect(html).not.toContain(SAMPLE_PASSWORD);
  });

  it('marks declared answers observed and never observed, and lists skips with their reason', () => {
    expect(html).toContain('id="coverage-matrix"');
    expect(html).toMatch(/class="seen" title="declared codes 200, 0, &quot;200&quot;, &quot;0&quot;; observed by: success answer"/);
    expect(html).toMatch(/class="missing" title="not observed; declared codes 401"/);
    expect(html).toContain('read-only: mutating call, target is read-only [users CRUD]');
    expect(html).toContain('<td class="seen" title="0 allowed, 1 refused">1</td>');
    expect(html).toContain('<td class="none" title="no call sent">–</td>');
  });

  it('is self-contained: nothing loaded from elsewhere', () => {
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/i);
    expect(html).not.toMatch(/url\(|https?:\/\//);
  });

  it('groups findings under the severity of their rule, each with its check name', () => {
    const [breaks, differs] = html.split('differs-from-document (');
    expect(breaks).toContain('/data/list/0/id');
    expect(breaks).toContain('response_schema_conformance');
    expect(differs).toContain('/data/nickname');
    expect(differs).not.toContain('/data/list/0/id');
  });
});
