import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (app) => {
  const dir = `apps/${app}/src/features`;
  return existsSync(dir) ? readdirSync(dir) : [];
};

// A feature may not reach into another feature's folder: it goes through shared or core.
const crossFeatureZones = (app) =>
  features(app).map((feature) => ({
    target: `./apps/${app}/src/features/!(${feature})/**/*`,
    from: `./apps/${app}/src/features/${feature}`,
    message: 'Features do not import each other; move shared code to core or packages/shared.',
  }));

// Which way imports go: the layers below features never reach up into them (tests, which build
// the whole app, keep only the feature rule, in the block after this one).
const layers = {
  files: ['apps/*/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...crossFeatureZones('api'),
          ...crossFeatureZones('web'),
          {
            target: ['./apps/web/src/core', './apps/web/src/components'],
            from: './apps/web/src/features',
            message: 'core and components serve every feature and import none of them.',
          },
          {
            target: './apps/api/src/core',
            from: ['./apps/api/src/features', './apps/api/src/app.ts'],
            message: 'core serves every feature: it imports no feature, and not the app.',
          },
          {
            target: './apps/api/src/db',
            from: ['./apps/api/src/features', './apps/api/src/cli', './apps/api/src/app.ts'],
            message:
              'db holds tables and migrations; features and the CLI use it, not the reverse.',
          },
        ],
      },
    ],
  },
};

/**
 * No import cycles on the web or in shared: a field that needs its form's type gets it from a
 * small `*-types.ts` both import. The rule reads a module's imports only for the extensions
 * named here (without them it silently finds nothing), and it does not follow `import type`.
 * The API still has one cycle (core/file-store <-> core/s3-file-store); add apps/api once it is gone.
 */
const noCycles = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
  settings: { 'import-x/extensions': ['.ts', '.tsx'] },
  rules: { 'import-x/no-cycle': 'error' },
};

const testFiles = {
  files: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/__tests__/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { zones: [...crossFeatureZones('api'), ...crossFeatureZones('web')] },
    ],
  },
};

/**
 * File names are kebab-case; dots may add a role or a kind (users.repo.ts, app.unit.test.ts,
 * vite-env.d.ts). Written here rather than a plugin: it is one check on one string.
 */
const kebabCaseFiles = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: {
    files: {
      rules: {
        'kebab-case': {
          meta: {
            type: 'suggestion',
            schema: [],
            messages: { notKebab: "'{{name}}': file names are kebab-case (my-file.repo.ts)." },
          },
          create(context) {
            const name = basename(context.filename);
            return {
              Program(node) {
                if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
                  context.report({ node, messageId: 'notKebab', data: { name } });
                }
              },
            };
          },
        },
      },
    },
  },
  rules: { 'files/kebab-case': 'error' },
};

/**
 * Queries live in *.repo.ts: Drizzle and the database client and schema are imported as values
 * only by repositories, db/ itself, the job queue (core/jobs), the CLI (seed, user-create), tests
 * and their fixtures, and server.ts (which opens the database). Everything else calls repository
 * functions, and opens a transaction or runs reads side by side with db/transaction.ts; `import
 * type` of the row types stays free.
 */
const QUERIES_IN_REPOS =
  'Queries live in *.repo.ts: call a repository function (types: import type).';
const queriesInRepos = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [
    'apps/api/src/**/*.repo.ts',
    'apps/api/src/db/**',
    'apps/api/src/core/jobs/**',
    'apps/api/src/cli/**',
    'apps/api/src/test/**',
    'apps/api/src/**/*.test.ts',
    'apps/api/src/**/__tests__/**',
    'apps/api/src/**/*.fixtures.ts',
    'apps/api/src/server.ts',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*'],
            allowTypeImports: true,
            message: QUERIES_IN_REPOS,
          },
          {
            regex: '(^|/)db/(client|schema)(\\.ts$|/)',
            allowTypeImports: true,
            message: QUERIES_IN_REPOS,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='transaction']",
        message:
          'Queries live in *.repo.ts: open a transaction with inTransaction (db/transaction.ts).',
      },
    ],
  },
};

/**
 * The web app builds schemas with `@app/shared`'s z, configured for the browser's CSP before any
 * schema exists (packages/shared/src/zod.ts); zod's types are free to import.
 */
const webZod = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'zod',
            allowTypeImports: true,
            message: "Build schemas with `z` from '@app/shared' (zod configured for our CSP).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      '**/.scratch/**',
      '.artefact/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Resolves '@/…' and '@app/shared' as TypeScript does, so the path rules see through aliases.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@app/**', group: 'internal', position: 'before' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  layers,
  noCycles,
  testFiles,
  kebabCaseFiles,
  queriesInRepos,
  webZod,
);
