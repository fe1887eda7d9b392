// `npm run usage:record`: regenerates contract-tests/usage/frontend.json, the answer fields each screen reads and
// the fields each call sends, by rendering every screen once (frontend/tests/dashboards/operations-called.test.tsx
// with USAGE_RECORD=1). The same test without the variable fails when the file is out of date.
import { runNode } from './lib/run';

runNode(['node_modules/vitest/vitest.mjs', 'run', '--project', 'frontend', 'frontend/tests/dashboards/operations-called.test.tsx'], {
  env: { ...process.env, USAGE_RECORD: '1' },
});
