import { existsSync, readdirSync } from 'node:fs';

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

const testFiles = {
  files: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/__tests__/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { zones: [...crossFeatureZones('api'), ...crossFeatureZones('web')] },
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
  testFiles,
);
