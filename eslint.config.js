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
const { readdirSync } = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');

// Frontend boundaries. A feature folder is private: other features, the app and shared code reach it only
// through its public index.ts; shared code (components, lib, config) never reaches features or the app.
const FRONTEND_SRC = 'frontend/src';
const features = readdirSync(path.join(__dirname, FRONTEND_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicIndexes = features.map((feature) => `./${feature}/index.ts`);
const frontendZones = [
  ...features.map((feature) => ({
    target: `${FRONTEND_SRC}/features/${feature}`,
    from: `${FRONTEND_SRC}/features`,
    except: [`./${feature}`, ...publicIndexes],
    message: 'Import another feature only through its public index (@/features/<name>).',
  })),
  {
    target: [`${FRONTEND_SRC}/app`, `${FRONTEND_SRC}/testing`],
    from: `${FRONTEND_SRC}/features`,
    except: publicIndexes,
    message: 'Import a feature only through its public index (@/features/<name>).',
  },
  {
    target: `${FRONTEND_SRC}/features`,
    from: `${FRONTEND_SRC}/app`,
    message: 'Features never import the app shell; pages live under app/routes.',
  },
  {
    target: [`${FRONTEND_SRC}/components`, `${FRONTEND_SRC}/lib`, `${FRONTEND_SRC}/config`],
    from: [`${FRONTEND_SRC}/features`, `${FRONTEND_SRC}/app`],
    message: 'Shared code never depends on features or the app.',
  },
];

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
    // Plain scripts the browser runs as they are (frontend/public).
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
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
    files: ['frontend/src/**/*.{ts,tsx}'],
    // Test files may reach into the folder they test; everything else keeps the boundaries.
    ignores: ['frontend/src/**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({
          alias: { '@': [path.join(__dirname, FRONTEND_SRC)] },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['frontend/src/components/ui/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  prettier,
);
