// Where the journeys write: scratch space under .tmp/e2e, artefacts under reports/e2e.
import { reportsDir, ROOT, scratchDir } from '@smartsite/tooling';

export { ROOT };
/** Databases, variant builds and other scratch files of a run (gitignored). */
export const SCRATCH = scratchDir('e2e');
/** Screenshots, logs and Playwright's failure artefacts (gitignored; CI keeps reports/). */
export const REPORTS = reportsDir('e2e');
