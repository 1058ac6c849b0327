/**
 * A compiled (or tsx) KodeSchool server started as a child process in production mode, as the
 * start-up and web benchmarks run it: a free port, a production environment that passes the
 * start-up checks (demo data seeded), start timed to the first 200 from /readyz, stop by SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';

import { root } from '../../scripts/lib/build-state.mjs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A production environment that passes the start-up checks; nothing inherited but PATH/HOME. */
export function productionEnv(port: number, db: { dataDir: string; url?: string }) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    UPI_ID: 'bench-school@okbank',
    UPI_PAYEE_NAME: 'Bench School',
    BANK_DETAILS: 'Bench Bank · A/c 000111222333 · IFSC BNCH0000001 · Bench School',
    GSTIN: '29AAAAA0000A1Z5',
    SEED_DEMO: 'true',
    // Enough for a load from one address; the limits themselves are not what is measured.
    RATE_LIMIT_MULTIPLIER: '1000',
    DATA_DIR: db.dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
}

export async function startTimed(
  mode: { name: string; args: string[] },
  env: Record<string, string>,
  port: number,
) {
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, mode.args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${mode.name} server exited ${child.exitCode}: ${err}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${mode.name} server not ready after 120 s: ${err}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = Number(process.hrtime.bigint() - t0) / 1e6;
  return { child, startMs };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
