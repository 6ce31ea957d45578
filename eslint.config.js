import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import fs from 'node:fs';

/** The names of the folders right under `dir` (the web's features, the server's modules). */
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Imports flow one way (docs/architecture.md, bulletproof-react's rule): shared code → features → app
// routes. A feature never imports another feature; shared code never imports a feature or a route.
const webFeatures = foldersIn('apps/web/src/features');
const web = './apps/web/src';
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need into shared code.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/i18n`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code never imports a feature or a route.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app layer (routes compose features, not the other way).',
  },
];
// A server module talks to another through that module's service, never its repository: the
// service says what the module lets others do (docs/architecture.md §1, server layout).
const server = './apps/server/src';
const serverBoundaries = [
  ...foldersIn('apps/server/src/modules').map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules/!(${module})/**/*.repository*`,
    message: `The ${module} module never imports another module's repository: call that module's service (add the function there).`,
  })),
  {
    target: `${server}/plugins`,
    from: `${server}/modules/**/*.repository.ts`,
    message: "A plugin never reaches into a module's repository: go through the module's service.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Our files import each other without extensions; workspace packages (@sinyal/*) are
      // external to these rules, and they never import back into an app.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webBoundaries, ...serverBoundaries] }],
      // Import cycles are found by scripts/check-import-cycles.mjs (npm run lint): import/no-cycle
      // took 126 s of a 156 s lint, the script well under a second.
    },
  },
  {
    // Imports flow one way: contracts never import an app.
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@sinyal/web*', '@sinyal/server*', '../../apps/*'] },
      ],
    },
  },
);
