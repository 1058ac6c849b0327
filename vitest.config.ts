import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { preactAliases } from './apps/web/preact-aliases.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const apiTests = ['apps/api/src/**/*.test.ts'];
const unitTests = [
  'packages/shared/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'apps/api/src/**/*.unit.test.ts',
];
// What the component tests load through Vite (so preactAliases apply), not from node_modules as is.
const reactLibraries = [
  /[\\/]node_modules[\\/](preact|@testing-library[\\/]preact|react-router|react-hook-form)[\\/]/,
  /[\\/]node_modules[\\/](@radix-ui|@tanstack|@hookform|@uiw|sonner|lucide-react|zustand)[\\/]/,
  /[\\/]node_modules[\\/](react-markdown|react-day-picker|recharts|lenis)[\\/]/,
];
// Web component tests (*.test.tsx): Preact (as the app runs) rendered into happy-dom, driven with Testing Library.
const componentTests = ['apps/web/src/**/*.test.tsx'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
// The packaged build started as a cluster (`npm test`'s "cluster" step, after "package").
const clusterTests = ['apps/api/src/**/*.prod.test.ts'];
const hasArtefact = Boolean(process.env.KODESCHOOL_ARTEFACT);

// API integration tests run once on PGlite and, when a server URL is given, again on PostgreSQL.
export default defineConfig({
  resolve: { alias: [{ find: '@', replacement: webSrc }, ...preactAliases] },
  test: {
    // Vitest's default (cores − 1) runs files one at a time on a 2-core machine; the API tests
    // spend much of their time waiting on the database, so two at once finish ~1.5× sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'unit', include: unitTests, environment: 'node' } },
      {
        extends: true,
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'components',
          include: componentTests,
          environment: 'happy-dom',
          // Libraries that import React (and Preact itself, to stay one copy) go through Vite
          // too, so they get Preact as the app does.
          server: { deps: { inline: reactLibraries } },
          setupFiles: ['apps/web/src/test/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: ['**/*.unit.test.ts', ...clusterTests],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/api/src/test/pglite-template.ts'],
          // Files share a worker's module graph (each still builds its own app and database):
          // importing the whole API once per worker instead of once per file halves the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: ['**/*.unit.test.ts', ...clusterTests],
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(hasArtefact
        ? [
            {
              extends: true as const,
              test: {
                name: 'production',
                include: clusterTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 120_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
