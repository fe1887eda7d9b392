// Where the suite reads and writes: the repository, scratch space under .tmp/e2e, artefacts under reports/e2e.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FRONTEND = join(ROOT, 'frontend');
/** Databases, variant builds and other scratch files of a run (gitignored). */
export const SCRATCH = join(ROOT, '.tmp', 'e2e');
/** Screenshots, failure artefacts and logs (gitignored; CI keeps reports/). */
export const REPORTS = join(ROOT, 'reports', 'e2e');
