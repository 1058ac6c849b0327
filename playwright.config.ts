import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { buildState } from './scripts/lib/build-state.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database per run; workers re-read this file but only the runner starts the server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kodeschool-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// The server under test: the compiled build (`npm test` builds first and sets E2E_SERVER=dist),
// or, for a single spec run locally before any build or after a source change, the sources
// under tsx (the web app is then whatever apps/web/dist holds: `npm run build` to refresh it).
const server = process.env.E2E_SERVER ?? (buildState().fresh ? 'dist' : 'src');
const serverCommand =
  server === 'dist' ? 'node apps/api/dist/server.js' : 'node --import tsx apps/api/src/server.ts';
if (!process.env.TEST_WORKER_INDEX) console.log(`e2e: server from ${server} (${serverCommand})`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};

/**
 * Specs that change what every visitor sees (the Kodr cohort's dates and seats, the home and site
 * pages) or count everything (the dashboard's figures, the activity log): another spec running
 * beside them could see a closed cohort or a figure move. They run after the rest, one at a time
 * (to run one alone: `npx playwright test --no-deps <file>`).
 */
const sharedStateSpecs = [
  'admin/kodr-registrations.spec.ts',
  'auth/otp-wait.spec.ts',
  'auth/shared-browser.spec.ts',
  'leads/home-edit.spec.ts',
  'leads/kodr-landing.spec.ts',
  'leads/kodr-start-date.spec.ts',
  'site/site-pages-admin.spec.ts',
  'staff/activity-logs.spec.ts',
  'staff/dashboard.spec.ts',
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: 'e2e',
  // Files in two workers: the specs mostly wait on the page and the server (one core stays
  // half idle with one worker); each spec makes its own users, courses and tags.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    // Recording a trace costs a quarter of the suite's time: CI records one when it retries a
    // failed test; a local run (no retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: sharedStateSpecs, use: desktop },
    {
      name: 'shared-state',
      testMatch: sharedStateSpecs,
      dependencies: ['desktop'],
      workers: 1,
      use: desktop,
    },
  ],
  webServer: {
    command: serverCommand,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // e2e runs on the embedded database like `npm start`, whatever the CI sets for API tests.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ENABLE_DEV_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '20',
      // Every spec signs staff in through the real OTP page; one phone signs in many times an hour.
      OTP_SENDS_PER_HOUR: '200',
      SEED_DEMO: 'true',
    },
  },
});
