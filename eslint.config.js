// One flat config for every workspace. The frontend's import boundaries follow bulletproof-react:
// shared code (components, config, lib, hooks, stores, testing, utils) -> features -> app, and no
// feature imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
);
