// axe-core in the journeys: its source is evaluated in the page (through the DevTools protocol, so a Content
// Security Policy of the app cannot block it) and run over the whole document against WCAG 2.1 A/AA and axe's
// best practices. Critical and serious findings fail a journey; moderate and minor ones are reported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface AxeFinding {
  rule: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending nodes (the first few) and how many there are. */
  targets: string[];
  nodeCount: number;
  /** What axe says is wrong with the first node (e.g. the contrast ratio and colours it measured). */
  detail: string;
}

export const blockingImpacts: readonly Impact[] = ['critical', 'serious'];

interface AxeResult {
  violations: { id: string; impact: Impact; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Runs axe over the page as it is now; injects axe first when the page has none (after a reload). */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  });
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' > ')),
    nodeCount: violation.nodes.length,
    detail: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
  }));
}

/** One line per finding, for reports and assertion messages. */
export function describeFinding(where: string, finding: AxeFinding): string {
  return `${where}: [${finding.impact}] ${finding.rule} (${finding.nodeCount} nodes: ${finding.help}) ${finding.targets.join(' | ')} -- ${finding.detail}`;
}
