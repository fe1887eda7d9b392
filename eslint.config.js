// One flat config for every workspace. The frontend's import boundaries follow bulletproof-react: shared code
// (every folder of frontend/src but features, app and mock-control) -> features -> app, no feature imports another
// feature, and the mock's control page (mock-control, an entry of its own) uses shared code only. The zones are
// computed from the folders that exist, so a new feature or shared folder is guarded the day it is created. The
// workspaces' floors and import cycles (type-only imports included) are dependency-cruiser's
// (.dependency-cruiser.cjs, in `npm run lint`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';

const SRC = './frontend/src';
const entries = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true });
const folders = (dir) =>
  entries(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** The folders a feature is made of (bulletproof-react's); a folder of features has none of them and no file. */
const SEGMENTS = ['api', 'components', 'config', 'hooks', 'i18n', 'lib', 'pages', 'screens', 'stores', 'types', 'utils'];
const isFeature = (dir) => entries(dir).some((entry) => entry.isFile() || SEGMENTS.includes(entry.name));

/** The layers of frontend/src that are not shared code. */
const LAYERS = ['features', 'app', 'mock-control'];
const SHARED = folders(`${SRC}/`).filter((dir) => !LAYERS.includes(dir));
// A folder that groups features (dashboards: v1, v2, camera, shared) is not one itself: each of its folders is.
const FEATURES = folders(`${SRC}/features/`).flatMap((dir) =>
  isFeature(`${SRC}/features/${dir}/`) ? [dir] : folders(`${SRC}/features/${dir}/`).map((sub) => `${dir}/${sub}`),
);
// Code the dashboards share, which the public displays (the same boards outside the shell) use too.
const SHARED_FEATURE = 'dashboards/shared';
const usesSharedFeature = (feature) => feature.startsWith('dashboards/') || feature === 'public-display';
for (const named of [SHARED_FEATURE, 'public-display']) {
  if (!FEATURES.includes(named)) throw new Error(`eslint.config.js: frontend/src/features/${named} is gone; update its zone`);
}

const boundaryZones = [
  // features never reach into the app layer or the control page
  { target: `${SRC}/features`, from: [`${SRC}/app`, `${SRC}/mock-control`] },
  // the app never reaches into the control page, nor the control page into the app or features
  { target: `${SRC}/app`, from: `${SRC}/mock-control` },
  { target: `${SRC}/mock-control`, from: [`${SRC}/app`, `${SRC}/features`] },
  // shared code never reaches into features, the app or the control page
  ...SHARED.map((dir) => ({ target: `${SRC}/${dir}`, from: LAYERS.map((layer) => `${SRC}/${layer}`) })),
  // features stay independent of each other
  ...FEATURES.map((feature) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/features`,
    except: [...new Set([`./${feature}`, ...(usesSharedFeature(feature) ? [`./${SHARED_FEATURE}`] : [])])],
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
    // Without the TypeScript extensions and parser, import-x cannot read a .ts module's imports.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
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
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
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
