/**
 * Child-process servers, sign-in and one autocannon measurement for every bench suite, with exact
 * percentiles: autocannon's own histogram has no p95, so every response time is kept here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

export type Server = { port: number; child: ChildProcess };

/** A positive number from the environment (BENCH_… settings), or the fallback. */
export function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Starts a bench server in its own Node process and waits for its `READY <port>` line. */
export function startServer(file: URL, env: Record<string, string> = {}): Promise<Server> {
  const script = fileURLToPath(file);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_PORT: '0', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`${file} not ready after 120 s`)), 120_000);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('exit', (code) =>
      fail(new Error(`${file} exited with ${code} before READY:\n${out}`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^READY (\d+)$/m.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({ port: Number(match[1]), child });
    });
  });
}

export function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Signs a staff phone in through send-otp, the dev outbox and login; returns the Cookie header. */
export async function login(base: string, phoneNumber: string): Promise<string> {
  const phone = { code: '+91', number: phoneNumber };
  const post = (url: string, body: unknown) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/v1/users/send-otp', { phone });
  if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
  const outbox = (await (
    await fetch(`${base}/api/v1/dev/outbox?to=${phoneNumber}&limit=1`)
  ).json()) as { data: { messages: { body: string }[] } };
  const otp = /\b(\d{4})\b/.exec(outbox.data.messages[0]?.body ?? '')?.[1];
  if (!otp) throw new Error(`no OTP in the dev outbox for ${phoneNumber}`);
  const res = await post('/api/v1/users/login', { phone, otp });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('accessToken='))
    .join('; ');
  if (!cookie) throw new Error('login set no accessToken cookie');
  return cookie;
}

export type Measurement = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Timeouts, connection errors and non-2xx answers. */
  errors: number;
  /** The server process's CPU time per request (user + system), NaN without /proc. */
  cpuUs: number;
};

/** CPU time (µs) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuTimeUs(pid: number | undefined): number {
  try {
    // Fields after "(comm) ": state is [0], utime [11], stime [12], in clock ticks (USER_HZ = 100).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(opts: autocannon.Options): Promise<{ result: autocannon.Result; times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(opts, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A warm-up run, then a measured one; latency percentiles over every response of the latter. */
export async function measure(
  server: Server,
  path: string,
  opts: { connections: number; duration: number; warmup: number; headers?: Record<string, string> },
): Promise<Measurement> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  const base = { url, connections: opts.connections, headers: opts.headers ?? {} };
  if (opts.warmup > 0) await run({ ...base, duration: opts.warmup });
  const cpuBefore = cpuTimeUs(server.child.pid);
  const { result, times } = await run({ ...base, duration: opts.duration });
  const cpuUs = (cpuTimeUs(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total);
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / opts.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs,
  };
}
