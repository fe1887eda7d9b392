// Where a contract run writes its records and summary (reports/ is gitignored; CI keeps it).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { redactText } from '@smartsite/api/redact';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function reportDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(ROOT, env.CONTRACT_REPORT_DIR ?? 'reports/contract');
}

export const recordsDir = (dir: string) => resolve(dir, 'records');
export const summaryJson = (dir: string) => resolve(dir, 'summary.json');
export const summaryText = (dir: string) => resolve(dir, 'summary.txt');
export const reportHtml = (dir: string) => resolve(dir, 'index.html');
export const findingsJunit = (dir: string) => resolve(dir, 'findings.xml');

/**
 * Writes a report file. The findings and excerpts in it are masked where they are made (api/src/judge/checks.ts,
 * src/excerpt.ts); this last pass masks any JWT, share token or phone some other text let through.
 */
export function writeReport(file: string, text: string): void {
  writeFileSync(file, redactText(text));
}
