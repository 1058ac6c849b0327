import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import type { FastifyBaseLogger } from 'fastify';

import { JUDGE_LIMITS, type CodeLanguage } from '@app/shared';

import {
  JUDGE_UNAVAILABLE_BWRAP,
  JudgeUnavailableError,
  type JudgeEngine,
  type JudgeOutcome,
  type JudgeRequest,
  type RunResult,
} from './engine.ts';

/**
 * The local judge: every compile and every test runs in a fresh bubblewrap sandbox with new
 * user, PID, network (no network at all), IPC, UTS and mount namespaces; a read-only view of
 * /usr (and the /lib links, /etc/alternatives, the JDK's /etc folder) and nothing else of the
 * host; a private size-limited tmpfs as the writable working directory; no capabilities; a
 * cleared environment. Inside, supervisor.c runs as PID 1: it applies the rlimits, watches the
 * CPU time, memory and wall time of the whole process tree and kills the whole namespace at the
 * end. The program is compiled once per submission into a host directory that later runs see
 * read-only at /box; each test's input arrives on stdin.
 */

export type SandboxLimits = {
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  processes: number;
  outputBytes: number;
};

export const RUN_LIMITS: SandboxLimits = {
  cpuMs: JUDGE_LIMITS.cpuMs,
  wallMs: JUDGE_LIMITS.wallMs,
  memoryKb: JUDGE_LIMITS.memoryBytes / 1024,
  processes: JUDGE_LIMITS.processes,
  outputBytes: JUDGE_LIMITS.outputBytes,
};

/** Compilers are trusted more than programs but still run on untrusted source. */
export const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 20_000,
  wallMs: 30_000,
  memoryKb: 1024 * 1024,
  processes: 128,
  outputBytes: 64 * 1024,
};

const GB = 1024 * 1024 * 1024;
const TMPFS_BYTES = 64 * 1024 * 1024;
const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';
/** Error text that means the program ran out of memory, whatever the exit status. */
const OUT_OF_MEMORY =
  /std::bad_alloc|MemoryError|java\.lang\.OutOfMemoryError|JavaScript heap out of memory|Reached heap limit|Array buffer allocation failed|Cannot allocate memory/;

type Tools = { bwrap: string; supervisorDir: string; java: string; javac: string };

type LanguageSpec = {
  file: (source: string) => string;
  /** argv run inside the sandbox (cwd /box, writable) to compile or check the program */
  compile: (file: string, tools: Tools, box: string) => string[];
  run: (file: string, source: string, tools: Tools, box: string) => string[];
  /**
   * RLIMIT_AS for runs (0: none; the JVM and V8 reserve far more than they use). Generous: the
   * memory limit itself is enforced on resident memory by the supervisor.
   */
  addressSpace: number;
  stack: number;
};

/** The class whose main method starts a Java program (the public class names the file). */
export function javaClasses(source: string): { file: string; main: string } {
  const publicClass =
    /\bpublic\s+(?:(?:final|abstract|strictfp)\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(source)?.[1];
  const mainAt = source.search(/\bstatic\s+(?:public\s+)?void\s+main\s*\(/);
  let main = publicClass ?? 'Main';
  if (mainAt >= 0) {
    const before = source.slice(0, mainAt);
    const classes = [...before.matchAll(/\b(?:class|record|enum|interface)\s+([A-Za-z_$][\w$]*)/g)];
    const last = classes.at(-1)?.[1];
    if (last) main = last;
  }
  return { file: `${publicClass ?? 'Main'}.java`, main };
}

const LANGUAGES: Record<CodeLanguage, LanguageSpec> = {
  cpp: {
    file: () => 'main.cpp',
    compile: (file) => ['/usr/bin/g++', '-O2', '-std=gnu++17', '-pipe', '-o', 'main', file],
    run: (_file, _source, _tools, box) => [`${box}/main`],
    addressSpace: 4 * GB,
    stack: 64 * 1024 * 1024,
  },
  java: {
    file: (source) => javaClasses(source).file,
    compile: (file, tools, box) => [
      tools.javac,
      '-J-XX:+UseSerialGC',
      '-J-XX:-UsePerfData',
      '-J-XX:TieredStopAtLevel=1',
      '-J-Xshare:auto',
      '-encoding',
      'UTF-8',
      '-nowarn',
      '-d',
      box,
      file,
    ],
    run: (_file, source, tools, box) => [
      tools.java,
      '-XX:+UseSerialGC',
      '-XX:-UsePerfData',
      '-Xshare:auto',
      `-Xmx${JUDGE_LIMITS.memoryBytes / 1024 / 1024}m`,
      '-Xss16m',
      '-XX:ActiveProcessorCount=1',
      '-cp',
      box,
      javaClasses(source).main,
    ],
    addressSpace: 0,
    stack: 0,
  },
  javascript: {
    file: () => 'main.js',
    compile: (file) => ['/usr/bin/node', '--check', file],
    run: (file, _source, _tools, box) => [
      '/usr/bin/node',
      '--max-old-space-size=512',
      `${box}/${file}`,
    ],
    addressSpace: 0,
    stack: 0,
  },
  python: {
    file: () => 'main.py',
    compile: (file) => [
      '/usr/bin/python3',
      '-I',
      '-c',
      'import sys; compile(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1], "exec")',
      file,
    ],
    run: (file, _source, _tools, box) => ['/usr/bin/python3', '-I', `${box}/${file}`],
    addressSpace: 4 * GB,
    stack: 64 * 1024 * 1024,
  },
};

/** The read-only host paths a sandbox sees (nothing under /root, /home, /work, /tmp …). */
function systemBinds(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    let st;
    try {
      st = lstatSync(top);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) args.push('--symlink', readlinkSync(top), top);
    else if (st.isDirectory()) args.push('--ro-bind', top, top);
  }
  for (const etc of ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf']) {
    if (existsSync(etc)) args.push('--ro-bind', etc, etc);
  }
  for (const name of readdirSafe('/etc')) {
    if (/^java-\d+-openjdk$/.test(name)) args.push('--ro-bind', `/etc/${name}`, `/etc/${name}`);
  }
  return args;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function findOnPath(name: string): string | null {
  for (const dir of [
    '/usr/bin',
    '/bin',
    '/usr/local/bin',
    ...(process.env.PATH ?? '').split(':'),
  ]) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

function realOr(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

const SUPERVISOR_SOURCE = fileURLToPath(new URL('./supervisor.c', import.meta.url));

/** Compiles the supervisor once into the cache folder (named by its source's hash). */
function buildSupervisor(cacheDir: string): string {
  const source = readFileSync(SUPERVISOR_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, `supervisor-${hash}`);
  const bin = path.join(dir, 'supervisor');
  if (existsSync(bin)) return dir;
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const cc = findOnPath('gcc') ?? findOnPath('cc');
  if (!cc) throw new JudgeUnavailableError(`${JUDGE_UNAVAILABLE_BWRAP} and a C compiler (gcc)`);
  const tmp = `${bin}.${process.pid}.${Date.now()}`;
  const res = spawnSync(cc, ['-O2', '-o', tmp, SUPERVISOR_SOURCE], { encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`the judge supervisor did not compile: ${res.stderr || res.error}`);
  }
  chmodSync(tmp, 0o755);
  renameSync(tmp, bin);
  return dir;
}

export type SandboxEngineOptions = {
  log?: FastifyBaseLogger;
  /** where the supervisor binary and per-submission folders live (default $TMPDIR) */
  cacheDir?: string;
  /** bwrap binary (tests point it at a missing file) */
  bwrapPath?: string;
  limits?: Partial<SandboxLimits>;
  /** where the program's folder appears inside the sandbox (default /box; tests make it unique) */
  boxPath?: string;
  /**
   * Host user the sandbox runs as when the server runs as root (default 65534, nobody). The
   * kernel does not apply the process limit to root's processes, even inside a user namespace.
   */
  rootRunsAs?: { uid: number; gid: number };
};

type Parsed = {
  result: 'exited' | 'signaled' | 'cpu' | 'wall' | 'memory' | 'unknown';
  code: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  memKb: number;
};

function parseStatus(line: string): Parsed {
  const get = (k: string) => new RegExp(`${k}=(\\S+)`).exec(line)?.[1];
  const result = (get('result') ?? 'unknown') as Parsed['result'];
  return {
    result,
    code: Number(get('code') ?? 0),
    signal: Number(get('signal') ?? 0),
    cpuMs: Number(get('cpu_ms') ?? 0),
    wallMs: Number(get('wall_ms') ?? 0),
    memKb: Number(get('mem_kb') ?? 0),
  };
}

export type SandboxRun = {
  status: Parsed;
  stdout: string;
  stderr: string;
  /** stdout or stderr passed the output limit and the sandbox was killed */
  outputExceeded: boolean;
  /** the sandbox did not answer within the wall limit + grace and was killed from outside */
  killed: boolean;
  /** from spawning bwrap to its exit */
  wallMs: number;
};

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
};

export function createSandboxEngine(opts: SandboxEngineOptions = {}): JudgeEngine & {
  /** Runs argv once in a sandbox (benchmarks and tests). */
  runOnce(args: {
    boxDir: string;
    writable: boolean;
    argv: string[];
    input: string | null;
    limits: SandboxLimits;
    addressSpace: number;
    stack: number;
  }): Promise<SandboxRun>;
  /** Checks bubblewrap and builds the supervisor; throws JudgeUnavailableError. */
  prepare(): Promise<Tools>;
  cacheDir: string;
} {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  const cacheDir = opts.cacheDir ?? path.join(tmpdir(), `kodeschool-judge-${uid}`);
  const limits: SandboxLimits = { ...RUN_LIMITS, ...opts.limits };
  const box = opts.boxPath ?? '/box';
  const runAs = uid === 0 ? (opts.rootRunsAs ?? { uid: 65534, gid: 65534 }) : null;
  let tools: Promise<Tools> | null = null;
  const binds = systemBinds();

  function prepare(): Promise<Tools> {
    tools ??= (async () => {
      const bwrap = opts.bwrapPath ?? findOnPath('bwrap');
      if (!bwrap || !existsSync(bwrap)) throw new JudgeUnavailableError(JUDGE_UNAVAILABLE_BWRAP);
      mkdirSync(cacheDir, { recursive: true, mode: 0o711 });
      const supervisorDir = buildSupervisor(cacheDir);
      const t: Tools = {
        bwrap,
        supervisorDir,
        java: realOr('/usr/bin/java'),
        javac: realOr('/usr/bin/javac'),
      };
      // One sandbox that does nothing: proves namespaces work here.
      const probeDir = mkdtempSync(path.join(cacheDir, 'probe-'));
      try {
        const probe = await runSandbox(t, {
          boxDir: probeDir,
          writable: false,
          argv: ['/usr/bin/true'],
          input: null,
          limits: { ...limits, wallMs: 10_000 },
          addressSpace: 0,
          stack: 0,
        });
        if (probe.status.result !== 'exited' || probe.status.code !== 0) {
          opts.log?.error({ probe }, 'bubblewrap sandbox probe failed');
          throw new JudgeUnavailableError(
            'The code judge is not available on this server: bubblewrap cannot create a sandbox here',
          );
        }
      } finally {
        rmSync(probeDir, { recursive: true, force: true });
      }
      return t;
    })();
    // A failed preparation is tried again on the next submission.
    tools.catch(() => {
      tools = null;
    });
    return tools;
  }

  function runSandbox(
    t: Tools,
    run: {
      boxDir: string;
      writable: boolean;
      argv: string[];
      input: string | null;
      limits: SandboxLimits;
      addressSpace: number;
      stack: number;
    },
  ): Promise<SandboxRun> {
    const l = run.limits;
    const args = [
      '--unshare-all',
      '--unshare-user',
      '--uid',
      '1000',
      '--gid',
      '1000',
      '--hostname',
      'judge',
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
      '--as-pid-1',
      '--cap-drop',
      'ALL',
      ...binds,
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--remount-ro',
      '/dev',
      '--size',
      String(TMPFS_BYTES),
      '--tmpfs',
      '/tmp',
      '--ro-bind',
      t.supervisorDir,
      '/judge',
      run.writable ? '--bind' : '--ro-bind',
      run.boxDir,
      box,
      '--chdir',
      run.writable ? box : '/tmp',
      '--clearenv',
      '--setenv',
      'PATH',
      SANDBOX_PATH,
      '--setenv',
      'HOME',
      '/tmp',
      '--setenv',
      'LANG',
      'C.UTF-8',
      '--setenv',
      'TMPDIR',
      '/tmp',
      // the sandbox's own root (where the mount points live) is read-only too
      '--remount-ro',
      '/',
      '/judge/supervisor',
      String(l.cpuMs),
      String(l.wallMs),
      String(l.memoryKb),
      String(l.processes),
      String(l.outputBytes),
      String(run.addressSpace),
      String(run.stack),
      '--',
      ...run.argv,
    ];
    let inputFd: number | 'ignore' = 'ignore';
    let inputDir: string | null = null;
    if (run.input !== null) {
      // The test's input lives outside the sandbox; the program only gets it on stdin.
      inputDir = mkdtempSync(path.join(cacheDir, 'in-'));
      const file = path.join(inputDir, 'input.txt');
      writeFileSync(file, run.input, { mode: 0o600 });
      inputFd = openSync(file, 'r');
    }
    const startedAt = performance.now();
    return new Promise<SandboxRun>((resolve) => {
      const child = spawn(t.bwrap, args, {
        stdio: [inputFd, 'pipe', 'pipe', 'pipe'],
        detached: true,
        env: { PATH: SANDBOX_PATH },
        ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
      });
      if (typeof inputFd === 'number') closeSync(inputFd);
      if (inputDir) rmSync(inputDir, { recursive: true, force: true });
      let outputExceeded = false;
      let killed = false;
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      const collect = (stream: Readable | null) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream?.on('data', (chunk: Buffer) => {
          if (outputExceeded) return;
          size += chunk.length;
          if (size > l.outputBytes) {
            outputExceeded = true;
            chunks.push(chunk.subarray(0, Math.max(0, chunk.length - (size - l.outputBytes))));
            kill();
            return;
          }
          chunks.push(chunk);
        });
        return () => Buffer.concat(chunks).toString('utf8');
      };
      const stdout = collect(child.stdout);
      const stderr = collect(child.stderr);
      const statusChunks: Buffer[] = [];
      (child.stdio[3] as Readable | null)?.on('data', (c: Buffer) => statusChunks.push(c));
      const backstop = setTimeout(() => {
        killed = true;
        kill();
      }, l.wallMs + 3_000);
      const finish = () => {
        clearTimeout(backstop);
        const line = Buffer.concat(statusChunks).toString('utf8');
        resolve({
          status: parseStatus(line),
          stdout: stdout(),
          stderr: stderr(),
          outputExceeded,
          killed,
          wallMs: Math.round(performance.now() - startedAt),
        });
      };
      child.on('error', (error) => {
        clearTimeout(backstop);
        resolve({
          status: parseStatus(''),
          stdout: '',
          stderr: String(error),
          outputExceeded,
          killed,
          wallMs: Math.round(performance.now() - startedAt),
        });
      });
      child.on('close', finish);
    });
  }

  function toRunResult(r: SandboxRun): RunResult {
    const s = r.status;
    const base = {
      stdout: r.stdout,
      stderr: r.stderr,
      timeMs: s.cpuMs,
      memoryKb: s.memKb,
      wallMs: r.wallMs,
    };
    if (r.outputExceeded) {
      return { ...base, status: 'Runtime Error', message: 'Output limit exceeded' };
    }
    if (s.result === 'cpu') {
      return { ...base, status: 'Time Limit Exceeded', message: 'CPU time limit exceeded' };
    }
    if (s.result === 'wall' || r.killed) {
      return {
        ...base,
        timeMs: Math.max(s.wallMs, s.cpuMs),
        status: 'Time Limit Exceeded',
        message: 'Wall time limit exceeded',
      };
    }
    if (
      s.result === 'memory' ||
      (s.result !== 'exited' || s.code !== 0 ? OUT_OF_MEMORY.test(r.stderr) : false)
    ) {
      return { ...base, status: 'Memory Limit Exceeded', message: 'Memory limit exceeded' };
    }
    if (s.result === 'exited' && s.code === 0) return { ...base, status: 'ok' };
    if (s.result === 'exited') {
      return { ...base, status: 'Runtime Error', message: `Exited with code ${s.code}` };
    }
    if (s.result === 'signaled') {
      const name = SIGNAL_NAMES[s.signal] ?? `signal ${s.signal}`;
      return { ...base, status: 'Runtime Error', message: `Killed by ${name}` };
    }
    return { ...base, status: 'Runtime Error', message: 'The sandbox stopped unexpectedly' };
  }

  async function judge(request: JudgeRequest): Promise<JudgeOutcome> {
    const t = await prepare();
    const spec = LANGUAGES[request.language];
    const boxDir = mkdtempSync(path.join(cacheDir, 'box-'));
    chmodSync(boxDir, 0o755);
    try {
      const file = spec.file(request.source);
      writeFileSync(path.join(boxDir, file), request.source, { mode: 0o644 });
      // the compiler writes its output here as the sandbox's host user
      if (runAs) chownSync(boxDir, runAs.uid, runAs.gid);
      const compiled = await runSandbox(t, {
        boxDir,
        writable: true,
        argv: spec.compile(file, t, box),
        input: null,
        limits: COMPILE_LIMITS,
        addressSpace: 0,
        stack: 0,
      });
      const c = compiled.status;
      const compileOutput = `${compiled.stdout}${compiled.stderr}`.trim();
      if (c.result !== 'exited' || c.code !== 0) {
        const why =
          c.result === 'cpu' || c.result === 'wall' || compiled.killed
            ? 'Compilation took too long.'
            : c.result === 'memory'
              ? 'Compilation used too much memory.'
              : compiled.outputExceeded
                ? 'Compilation printed too much.'
                : '';
        return {
          compiled: false,
          compileOutput: [compileOutput, why].filter(Boolean).join('\n') || 'Compilation failed.',
        };
      }
      const runs: RunResult[] = [];
      for (const input of request.inputs) {
        const r = toRunResult(
          await runSandbox(t, {
            boxDir,
            writable: false,
            argv: spec.run(file, request.source, t, box),
            input,
            limits,
            addressSpace: spec.addressSpace,
            stack: spec.stack,
          }),
        );
        runs.push(r);
        if (request.stopOnFailure && r.status !== 'ok') break;
      }
      return { compiled: true, compileOutput, runs };
    } finally {
      rmSync(boxDir, { recursive: true, force: true });
    }
  }

  return {
    name: 'sandbox',
    judge,
    prepare,
    cacheDir,
    async runOnce(args) {
      return runSandbox(await prepare(), args);
    },
  };
}
