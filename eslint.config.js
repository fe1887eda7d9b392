// One flat config for every workspace. The frontend's import boundaries follow bulletproof-react:
// shared code (components, config, lib, hooks, stores, testing, utils) -> features -> app, and no
// feature imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';

const FEATURES = [
  'auth',
  'projects',
  'tabs',
  'theme',
  'notices',
  'search',
  'error-log',
  'overview',
  'back-office',
  'dashboards/v1',
  'dashboards/v2',
  'dashboards/camera',
  'dashboards/shared',
  'public-display',
];
const SRC = './frontend/src';
const SHARED = ['components', 'config', 'lib', 'hooks', 'stores', 'testing', 'utils', 'i18n'];

const boundaryZones = [
  // features never reach into the app layer
  { target: `${SRC}/features`, from: `${SRC}/app` },
  // shared code never reaches into features or the app
  ...SHARED.map((dir) => ({ target: `${SRC}/${dir}`, from: [`${SRC}/features`, `${SRC}/app`] })),
  // features stay independent of each other (dashboards and public displays may share dashboards/shared)
  ...FEATURES.map((feature) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/features`,
    except: [
      ...new Set(
        feature.startsWith('dashboards/') || feature === 'public-display' ? [`./${feature}`, './dashboards/shared'] : [`./${feature}`],
      ),
    ],
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'reports/**',
      'coverage/**',
      'api/src/schema.d.ts',
      'mock-server/src/generated/**',
      'client-compat/generated/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Without the TypeScript extensions and parser, import-x cannot read a .ts module's imports (no-cycle sees none).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Another workspace is reached by its package name and exports, never by a path into its folder.
      'import-x/no-relative-packages': 'error',
    },
  },
  // Pages the mock serves as they are (the panorama viewer), written for the browser.
  { files: ['mock-server/assets/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The boundaries need imports resolved: .ts/.tsx files and the '@/' alias of frontend/tsconfig.json.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: './frontend/tsconfig.json' } }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  // The browser journeys run in Node on Playwright Test, whose fixtures hand over their value with use(): not React's.
  { files: ['frontend/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Suites are built from the document's tags and operations: their names are strings held in variables.
      'vitest/valid-title': ['error', { ignoreTypeOfDescribeName: true }],
      // A test passes only if it asserts: expect() and expect.poll(), the tests' own expectX and assertX helpers
      // and the contract suite's assertConforms.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'assert*'] }],
    },
  },
  {
    // The contract suite skips at run time (ctx.skip) what the target cannot check, and records why in its report.
    files: ['contract-tests/test/contract/**/*.test.ts'],
    rules: { 'vitest/no-disabled-tests': 'off' },
  },
  {
    // The mock's handlers reach the data through the repositories alone (mock-server/src/repositories), not the
    // database client nor its types, and never import one another (shared logic goes to a repository or a pure module).
    files: ['mock-server/src/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/generated/prisma*', '**/generated/prisma*/**', '**/db/client', '@prisma/*'],
              message: 'Handlers reach the database through the repositories (context.repositories).',
            },
            {
              group: ['./*', '!./context'],
              message: 'Handlers never import handlers: move the shared part to a repository or a pure module.',
            },
          ],
        },
      ],
    },
  },
);
