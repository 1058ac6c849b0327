#!/usr/bin/env node
// `npm test`: lint, format and typecheck (side by side), unit + API integration (PGlite, and
// PostgreSQL when a URL is set), build, package (the deployable folder, scripts/package.sh), probe
// (that folder started in production: scripts/probe.mjs), browser e2e against the compiled
// server. Stops at the first failing step and ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/: Playwright empties that folder when it starts.
const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The static checks share nothing: they run side by side (each one's output is printed when it
// ends), which on two cores takes about the time of the slowest instead of the sum.
const checks = [
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
];

const steps = [
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
  ['build', 'node', ['scripts/build.mjs']],
  ['package', 'bash', ['scripts/package.sh']],
  ['probe', 'node', ['scripts/probe.mjs']],
  // Two production instances and a worker from that folder on PostgreSQL, Redis, S3, SMTP and an
  // HTTP SMS gateway (apps/api/src/test/cluster.prod.test.ts; skipped without PostgreSQL/Redis).
  [
    'cluster',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'production',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-cluster.json`,
    ],
  ],
  // The browser tests run the build just made (playwright.config.ts, E2E_SERVER).
  ['e2e', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.includes(name.split(' ')[0]);
const started = Date.now();
let failedStep = null;
let built = false;
/** Seconds each step took, printed at the end: where a slower suite spends its time. */
const timings = [];

/** One check's commands in turn, output kept; resolves to its name when one fails, else null. */
async function runCheck([name, cmd, ...argLists]) {
  const stepStarted = Date.now();
  let output = '';
  let failed = false;
  for (const args of argLists) {
    output += `\n▶ ${name}: ${cmd} ${args.join(' ')}\n`;
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('close', resolve));
    if (code !== 0) {
      failed = true;
      break;
    }
  }
  process.stdout.write(output);
  timings.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)}s`);
  return failed ? name : null;
}

const failedChecks = (
  await Promise.all(checks.filter(([name]) => wanted(name)).map(runCheck))
).filter(Boolean);
if (failedChecks.length) failedStep = failedChecks.join(', ');
for (const [name, cmd, ...argLists] of failedStep ? [] : steps) {
  if (!wanted(name)) continue;
  const stepStarted = Date.now();
  for (const args of argLists) {
    console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
    // After this run's build, e2e must use it; alone (`npm test -- e2e`) it picks for itself.
    const env =
      name === 'e2e' && built
        ? { ...process.env, E2E_SERVER: 'dist' }
        : name === 'cluster'
          ? { ...process.env, KODESCHOOL_ARTEFACT: '.artefact/kodeschool' }
          : process.env;
    const run = spawnSync(cmd, args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      failedStep = name;
      break;
    }
  }
  timings.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)}s`);
  if (failedStep) break;
  if (name === 'build') built = true;
}

let passed = 0;
let failed = 0;
for (const vitestReport of [`${reports}/vitest.json`, `${reports}/vitest-cluster.json`]) {
  if (!existsSync(vitestReport)) continue;
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
console.log(`${passed} passed, ${failed} failed (${timings.join(' · ')})`);
process.exit(failedStep ? 1 : 0);
