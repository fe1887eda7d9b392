// knip (in `npm run lint`): unused files, exports and dependencies. Entries are what package.json scripts,
// scripts/test.ts and the generators run by path; the tests are entries, so what only a test uses counts as used.
import type { KnipConfig } from 'knip';

const tests = 'test/**/*.test.ts';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.ts', 'scripts/bench/*.ts', 'prisma/postgresql/prisma.config.ts', 'prisma/postgresql/schema.prisma'],
      project: ['scripts/**/*.ts', '*.{ts,js}', 'prisma/**/*.{ts,prisma}'],
      // Run as node_modules/<package>/<bin> by path (scripts/lib/run.ts, the Prism launchers).
      ignoreDependencies: ['@stoplight/prism-cli', 'openapi-typescript'],
    },
    api: {},
    tooling: {},
    'mock-server': {
      // Browser scripts the server sends as files (read by media/panorama-viewer.ts).
      entry: [tests, 'assets/**/*.js'],
      // Imported by the generated Prisma client, which is gitignored.
      ignoreDependencies: ['@prisma/client'],
    },
    'contract-tests': {
      // write-sample-report.ts: run by path by the browser journey of the HTML report.
      entry: [
        'src/prism.ts',
        'src/fault-injection.ts',
        'src/drift-self-test.ts',
        'src/drift-screens.ts',
        'test/harness/fixtures/write-sample-report.ts',
        tests,
      ],
    },
    mcp: {
      // The example is run by hand (README); src/stdio.ts is the root's `npm run mcp`.
      entry: ['examples/*.ts', tests],
    },
    'client-compat': {
      entry: ['configs/*.ts', 'smoke/*.ts', 'src/linters.ts'],
      // kubb's, openapi-typescript-codegen's and Spectral's CLIs are run by path; zod is imported by the
      // generated clients (gitignored).
      ignoreDependencies: ['@kubb/cli', 'openapi-typescript-codegen', '@stoplight/spectral-cli', 'zod'],
    },
    e2e: {
      entry: ['run.ts', 'journeys/*.e2e.ts'],
      // The axe source, read through require.resolve and evaluated in pages.
      ignoreDependencies: ['axe-core'],
    },
    frontend: {
      entry: ['tests/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'build-plugins/**/*.ts', 'tests/**/*.{ts,tsx}'],
      // Files read through require.resolve: the Natural Earth outlines.
      ignoreDependencies: ['world-atlas'],
      // The call helpers and validators are being rewritten to operationId-only calls and generated patterns;
      // their unused exports go with that rewrite.
      ignoreIssues: {
        'src/lib/api/**': ['exports', 'types'],
        'src/features/**/api/**': ['exports', 'types'],
        'src/lib/validators.ts': ['exports', 'types'],
      },
    },
  },
};

export default config;
