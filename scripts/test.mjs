#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + API integration (PGlite, and PostgreSQL when a URL is
// set), build, browser e2e. Stops at the first failing step and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/: Playwright empties that folder when it starts.
const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'typecheck',
    'npx',
    ['tsc', '-p', 'packages/shared'],
    ['tsc', '-p', 'apps/api'],
    ['tsc', '-p', 'apps/web'],
    ['tsc', '-p', 'e2e'],
  ],
  [
    'unit + api',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  ],
  ['build web', 'npm', ['run', 'build', '-w', 'apps/web']],
  ['e2e', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const started = Date.now();
let failedStep = null;
for (const [name, cmd, ...argLists] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  for (const args of argLists) {
    console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
    const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
    if (run.status !== 0) {
      failedStep = name;
      break;
    }
  }
  if (failedStep) break;
}

let passed = 0;
let failed = 0;
const vitestReport = `${reports}/vitest.json`;
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}
const pwReport = `${reports}/playwright.json`;
if (existsSync(pwReport)) {
  const s = JSON.parse(readFileSync(pwReport, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}
if (failedStep && failed === 0) failed = 1;
const secs = Math.round((Date.now() - started) / 1000);
console.log(`\n${failedStep ? `✗ step "${failedStep}" failed` : '✓ all steps passed'} in ${secs}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
