// Where the suite writes: scratch space under .tmp/e2e, artefacts under reports/e2e.
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/run';

export { ROOT };
/** Databases, variant builds and other scratch files of a run (gitignored). */
export const SCRATCH = join(ROOT, '.tmp', 'e2e');
/** Screenshots, failure artefacts and logs (gitignored; CI keeps reports/). */
export const REPORTS = join(ROOT, 'reports', 'e2e');
