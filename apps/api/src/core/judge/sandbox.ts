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
 * end. The program is compiled (or, for Python and JavaScript, syntax-checked) once per
 * submission; each test's input arrives on stdin.
 *
 * The hidden driver the student's code runs inside is never a file the running program can open:
 * a C++ run sees only the compiled binary, execute-only; a Java, Python or JavaScript run gets the
 * program (class files or source) copied by bubblewrap into /tmp/.program, which our loader reads
 * and deletes before the student's first line runs (Java classes are defined from memory by
 * KodeSchoolJudgeLauncher.java). Expected outputs never enter a sandbox, and a run sees only its
 * own test's input. What an interpreter holds in the process's own memory stays reachable to a
 * determined program (the student's function runs inside the driver): the driver is not a secret,
 * the tests are.
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

type Tools = { bwrap: string; toolsDir: string; java: string; javac: string };

/** Where bubblewrap puts the program for the loaders (removed by them before the program runs). */
const PROGRAM_FILE = '/tmp/.program';

/**
 * Python: reads and deletes the program, then runs it as __main__ under the name main.py. It is
 * `-c` code, so its own frame shows as File "<string>" (present.ts drops it).
 */
const PYTHON_LOADER = `import os as _o, sys as _s
with open(${JSON.stringify(PROGRAM_FILE)}, 'rb') as _f:
    _c = compile(_f.read(), 'main.py', 'exec')
_o.unlink(${JSON.stringify(PROGRAM_FILE)})
_s.argv[:] = ['/box/main.py']
del _o, _s, _f
__file__ = '/box/main.py'
exec(globals().pop('_c'), globals())`;

/** Python's syntax check: the compile step's message without the checker's own frame. */
const PYTHON_CHECK = `import sys, traceback
try:
    compile(open(sys.argv[1], 'rb').read(), 'main.py', 'exec')
except (SyntaxError, ValueError) as e:
    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))
    sys.exit(1)`;

/**
 * JavaScript: reads and deletes the program, then runs it as a script (not inside the CommonJS
 * wrapper function, whose source any function could reach through \`.caller\`), with the globals
 * and \`require.main === module\` of a main module.
 */
const JS_LOADER = `(() => {
  const fs = require('fs');
  const Module = require('module');
  const source = fs.readFileSync(${JSON.stringify(PROGRAM_FILE)}, 'utf8');
  fs.unlinkSync(${JSON.stringify(PROGRAM_FILE)});
  const main = new Module('/box/main.js', null);
  main.filename = '/box/main.js';
  main.loaded = true;
  process.mainModule = main;
  process.argv[1] = '/box/main.js';
  Object.assign(globalThis, {
    module: main,
    exports: main.exports,
    require: Module.createRequire('/box/main.js'),
    __filename: '/box/main.js',
    __dirname: '/box',
  });
  require('vm').runInThisContext(source, { filename: 'main.js' });
})();`;

/** JavaScript's syntax check, as the loader will run it (a script). */
const JS_CHECK = `new (require('vm').Script)(require('fs').readFileSync(process.argv[1], 'utf8'), { filename: 'main.js' });`;

/** The Java loader's class, compiled once into the tools folder mounted at /judge. */
const JAVA_LAUNCHER = 'KodeSchoolJudgeLauncher';

/** What the runs of a compiled program get: files in their /box, and the program for a loader. */
type RunKit = { files: { name: string; from: string; mode: number }[]; program: Buffer | null };

type LanguageSpec = {
  file: (source: string) => string;
  /** argv run inside the sandbox (cwd /box, writable) to compile or check the program */
  compile: (file: string, tools: Tools, box: string) => string[];
  /** after a good compile: what the runs see (boxDir holds the compile's output) */
  kit: (boxDir: string, file: string, source: string) => RunKit;
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

/** The class files javac wrote under `dir`, as (binary name, file) pairs. */
function classFiles(dir: string, prefix = ''): [string, string][] {
  return readdirSafe(dir).flatMap((name): [string, string][] => {
    const file = path.join(dir, name);
    if (lstatSync(file).isDirectory()) return classFiles(file, `${prefix}${name}.`);
    return name.endsWith('.class') ? [[`${prefix}${name.slice(0, -6)}`, file]] : [];
  });
}

const chunk = (bytes: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return [length, bytes];
};

/** KodeSchoolJudgeLauncher's input: the main class, then every class (see its comment). */
export function javaBundle(boxDir: string, mainClass: string): Buffer {
  const classes = classFiles(boxDir);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(classes.length);
  return Buffer.concat([
    ...chunk(Buffer.from(mainClass, 'utf8')),
    count,
    ...classes.flatMap(([name, file]) => [
      ...chunk(Buffer.from(name, 'utf8')),
      ...chunk(readFileSync(file)),
    ]),
  ]);
}

const sourceKit = (boxDir: string, file: string): RunKit => ({
  files: [],
  program: readFileSync(path.join(boxDir, file)),
});

const LANGUAGES: Record<CodeLanguage, LanguageSpec> = {
  cpp: {
    file: () => 'main.cpp',
    compile: (file) => ['/usr/bin/g++', '-O2', '-std=gnu++17', '-pipe', '-o', 'main', file],
    // The binary alone, execute-only: the program can run it but not read it (nor the source).
    kit: (boxDir) => ({
      files: [{ name: 'main', from: path.join(boxDir, 'main'), mode: 0o111 }],
      program: null,
    }),
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
    kit: (boxDir, _file, source) => ({
      files: [],
      program: javaBundle(boxDir, javaClasses(source).main),
    }),
    run: (_file, _source, tools) => [
      tools.java,
      '-XX:+UseSerialGC',
      '-XX:-UsePerfData',
      '-Xshare:auto',
      // no agent may attach to read the classes back
      '-XX:+DisableAttachMechanism',
      `-Xmx${JUDGE_LIMITS.memoryBytes / 1024 / 1024}m`,
      '-Xss16m',
      '-XX:ActiveProcessorCount=1',
      '-cp',
      '/judge',
      JAVA_LAUNCHER,
    ],
    addressSpace: 0,
    stack: 0,
  },
  javascript: {
    file: () => 'main.js',
    compile: (file) => ['/usr/bin/node', '-e', JS_CHECK, file],
    kit: sourceKit,
    run: () => ['/usr/bin/node', '--max-old-space-size=512', '-e', JS_LOADER],
    addressSpace: 0,
    stack: 0,
  },
  python: {
    file: () => 'main.py',
    compile: (file) => ['/usr/bin/python3', '-I', '-c', PYTHON_CHECK, file],
    kit: sourceKit,
    run: () => ['/usr/bin/python3', '-I', '-c', PYTHON_LOADER],
    addressSpace: 4 * GB,
    stack: 64 * 1024 * 1024,
  },
};

/** Languages whose compile step is only a syntax check: a failure there is a 'Syntax Error'. */
const INTERPRETED: ReadonlySet<CodeLanguage> = new Set(['python', 'javascript']);

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
const LAUNCHER_SOURCE = fileURLToPath(new URL('./KodeSchoolJudgeLauncher.java', import.meta.url));

/**
 * Builds the supervisor (gcc) and the Java launcher (javac, when installed) once into a folder
 * of the cache named by their sources' hash; the sandbox sees it read-only at /judge.
 */
function buildTools(cacheDir: string, javac: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(SUPERVISOR_SOURCE))
    .update(readFileSync(LAUNCHER_SOURCE))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, `tools-${hash}`);
  if (existsSync(path.join(dir, 'supervisor'))) return dir;
  const cc = findOnPath('gcc') ?? findOnPath('cc');
  if (!cc) throw new JudgeUnavailableError(`${JUDGE_UNAVAILABLE_BWRAP} and a C compiler (gcc)`);
  // Built aside and renamed into place, so servers starting together never see half a folder.
  const tmp = mkdtempSync(`${dir}.tmp-`);
  try {
    chmodSync(tmp, 0o755);
    const res = spawnSync(cc, ['-O2', '-o', path.join(tmp, 'supervisor'), SUPERVISOR_SOURCE], {
      encoding: 'utf8',
    });
    if (res.status !== 0) {
      throw new Error(`the judge supervisor did not compile: ${res.stderr || res.error}`);
    }
    chmodSync(path.join(tmp, 'supervisor'), 0o755);
    if (existsSync(javac)) {
      const java = spawnSync(javac, ['-nowarn', '-d', tmp, LAUNCHER_SOURCE], { encoding: 'utf8' });
      if (java.status !== 0) {
        throw new Error(`the Java launcher did not compile: ${java.stderr || java.error}`);
      }
      chmodSync(path.join(tmp, `${JAVA_LAUNCHER}.class`), 0o644);
    }
    try {
      renameSync(tmp, dir);
    } catch (error) {
      // Another server built it first.
      if (!existsSync(path.join(dir, 'supervisor'))) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
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

export type SandboxRunArgs = {
  boxDir: string;
  writable: boolean;
  argv: string[];
  input: string | null;
  /** copied to /tmp/.program for a loader to read and delete (null: none) */
  program?: Buffer | null;
  limits: SandboxLimits;
  addressSpace: number;
  stack: number;
};

export function createSandboxEngine(opts: SandboxEngineOptions = {}): JudgeEngine & {
  /** Runs argv once in a sandbox (benchmarks and tests). */
  runOnce(args: SandboxRunArgs): Promise<SandboxRun>;
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
      const javac = realOr('/usr/bin/javac');
      const t: Tools = {
        bwrap,
        toolsDir: buildTools(cacheDir, javac),
        java: realOr('/usr/bin/java'),
        javac,
      };
      // One sandbox that does nothing: proves namespaces work here.
      const probeDir = mkdtempSync(path.join(cacheDir, 'probe-'));
      try {
        const probe = await runSandbox(t, {
          boxDir: probeDir,
          writable: false,
          argv: ['/usr/bin/true'],
          input: null,
          program: null,
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

  function runSandbox(t: Tools, run: SandboxRunArgs): Promise<SandboxRun> {
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
      // bubblewrap copies fd 4 into the file and closes it: the program inherits no descriptor.
      ...(run.program ? ['--perms', '0444', '--file', '4', PROGRAM_FILE] : []),
      '--ro-bind',
      t.toolsDir,
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
    // The test's input and the program live outside the sandbox, opened here and handed over
    // as descriptors: the input on stdin, the program to bubblewrap's --file.
    let inputFd: number | 'ignore' = 'ignore';
    let programFd: number | 'ignore' = 'ignore';
    let handOver: string | null = null;
    if (run.input !== null || run.program) {
      handOver = mkdtempSync(path.join(cacheDir, 'in-'));
      if (run.input !== null) {
        writeFileSync(path.join(handOver, 'input.txt'), run.input, { mode: 0o600 });
        inputFd = openSync(path.join(handOver, 'input.txt'), 'r');
      }
      if (run.program) {
        writeFileSync(path.join(handOver, 'program'), run.program, { mode: 0o600 });
        programFd = openSync(path.join(handOver, 'program'), 'r');
      }
    }
    const startedAt = performance.now();
    return new Promise<SandboxRun>((resolve) => {
      const child = spawn(t.bwrap, args, {
        stdio: [inputFd, 'pipe', 'pipe', 'pipe', programFd],
        detached: true,
        env: { PATH: SANDBOX_PATH },
        ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
      });
      if (typeof inputFd === 'number') closeSync(inputFd);
      if (typeof programFd === 'number') closeSync(programFd);
      if (handOver) rmSync(handOver, { recursive: true, force: true });
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
    // What the runs see at /box: never the source, only what the language's kit puts there.
    const runDir = mkdtempSync(path.join(cacheDir, 'run-'));
    chmodSync(boxDir, 0o755);
    chmodSync(runDir, 0o755);
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
          isSyntaxError: INTERPRETED.has(request.language) && !why,
          compileOutput: [compileOutput, why].filter(Boolean).join('\n') || 'Compilation failed.',
        };
      }
      const kit = spec.kit(boxDir, file, request.source);
      for (const f of kit.files) {
        renameSync(f.from, path.join(runDir, f.name));
        chmodSync(path.join(runDir, f.name), f.mode);
      }
      rmSync(boxDir, { recursive: true, force: true });
      const runs: RunResult[] = [];
      for (const input of request.inputs) {
        const r = toRunResult(
          await runSandbox(t, {
            boxDir: runDir,
            writable: false,
            argv: spec.run(file, request.source, t, box),
            input,
            program: kit.program,
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
      rmSync(runDir, { recursive: true, force: true });
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
