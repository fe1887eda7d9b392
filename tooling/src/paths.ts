// Where the repository is, and where runs write: scratch files under .tmp/<name>, artefacts under reports/<name>
// (both gitignored; CI keeps reports/).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const scratchDir = (name: string): string => join(ROOT, '.tmp', name);
export const reportsDir = (name: string): string => join(ROOT, 'reports', name);
