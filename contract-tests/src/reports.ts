// Where a contract run writes its records and summary (reports/ is gitignored; CI keeps it).
import { resolve } from 'node:path';
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
