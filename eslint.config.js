// One lint setup for every workspace: TypeScript rules everywhere, React rules for the frontend,
// kebab-case file names, no console (use the logger), named exports only in product code.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const checkFile = require('eslint-plugin-check-file');
const reactHooks = require('eslint-plugin-react-hooks');
// 0.5.x ships ESM only: its plugin object is the default export.
const reactRefresh = require('eslint-plugin-react-refresh').default;
const jsxA11y = require('eslint-plugin-jsx-a11y');
const prettier = require('eslint-config-prettier');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.tools/**',
      '.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/src/**/': 'KEBAB_CASE' },
        { ignoreWords: ['__tests__'] },
      ],
    },
  },
  {
    // Migrations are named <timestamp>-<kebab-name>, as TypeORM generates them.
    files: ['**/migrations/*.ts'],
    ignores: ['**/migrations/index.ts'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([0-9])-+([a-z0-9-])' }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['frontend/src/components/ui/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  prettier,
);
