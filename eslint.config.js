import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser must not reach into the server; shared is the only common ground.
      'no-restricted-imports': ['error', { patterns: ['@mdc/server', '**/server/src/**'] }],
    },
  },
  // Test data (@mdc/shared/testing) stays out of what ships, the web's bundle and the server's
  // code: only tests and testing/ folders import it.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@mdc/server', '**/server/src/**', '@mdc/shared/testing'] },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@mdc/shared/testing'] }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@mdc/server', '@mdc/web'], paths: ['fs', 'path', 'http'] },
      ],
    },
  },
  {
    // Tests are not shipped: they may read the real export files from disk.
    files: ['packages/shared/test/**/*.ts', 'packages/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@mdc/server', '@mdc/web'] }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/server/**/*.ts'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    // The server's ground floor (lib, jobs, db) knows no feature, and sessions know nothing of
    // accounts: features build on them, never the other way round.
    files: [
      'packages/server/src/{lib,jobs,db}/**/*.ts',
      'packages/server/src/modules/sessions/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/modules/**', '**/accounts/**', '@mdc/shared/testing'] },
      ],
    },
  },
  {
    // A test's time limit bounds a stuck test on any machine: it goes through scaled()
    // (TEST_TIME_FACTOR, packages/server/test/time-factor.ts), never a bare number.
    files: [
      '**/*.test.{ts,tsx}',
      '**/testing/**/*.{ts,tsx}',
      'packages/server/test/**/*.ts',
      'e2e/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name=/^(it|test|describe|beforeAll|afterAll|beforeEach|afterEach)$/]',
          'CallExpression[callee.object.name=/^(it|test|describe)$/]',
          'CallExpression[callee.callee.object.name=/^(it|test|describe)$/]',
          'Property[key.name=/^timeout(Ms)?$/]',
        ].map((where) => ({
          selector: `${where} > Literal[value>=1000]`,
          message:
            'A time limit goes through scaled() (TEST_TIME_FACTOR), so it holds on a slow machine.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
