/**
 * The coding judge: (a) throughput of trivial submissions through the real job queue and the
 * bubblewrap sandbox (one 'judge' worker per core, as the server runs it), as submissions per
 * minute and per minute per core, for each language; (b) the sandbox's overhead per submission:
 * the same program compiled and run once with and without the sandbox (same compiler flags, same
 * run command), as a ratio measured in this run, plus the bare run alone (program already
 * compiled). Reports only: never fails on the numbers (1 only when judging fails outright).
 *
 * Env: BENCH_JUDGE_SUBMISSIONS (per language, default 16), BENCH_JUDGE_ROUNDS (overhead samples
 * per language and mode, default 5).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

import { eq, inArray } from 'drizzle-orm';

import { CODE_LANGUAGES, type CodeLanguage } from '@app/shared';

import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/core/config.ts';
import { createSandboxEngine, enqueueSubmission } from '../../apps/api/src/core/judge/index.ts';
import { javaClasses } from '../../apps/api/src/core/judge/sandbox.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { codeSubmissions } from '../../apps/api/src/db/schema/index.ts';
import { positive } from '../lib/harness.ts';

/** A trivial program per language: read two numbers, print their sum. */
export const TRIVIAL: Record<CodeLanguage, string> = {
  cpp: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
  python: 'a, b = map(int, input().split())\nprint(a + b)',
  javascript:
    'const [a,b]=require("fs").readFileSync(0,"utf8").trim().split(/\\s+/).map(Number);console.log(a+b);',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] x){ Scanner s=new Scanner(System.in); System.out.println(s.nextLong()+s.nextLong()); } }',
};
const INPUT = '20 22\n';

/** Unsandboxed: the same compile and run commands the sandbox uses, straight on the host. */
function bareCommands(language: CodeLanguage, dir: string) {
  const java = javaClasses(TRIVIAL.java);
  switch (language) {
    case 'cpp':
      return {
        file: 'main.cpp',
        compile: [
          '/usr/bin/g++',
          '-O2',
          '-std=gnu++17',
          '-pipe',
          '-o',
          `${dir}/main`,
          `${dir}/main.cpp`,
        ],
        run: [`${dir}/main`],
      };
    case 'java':
      return {
        file: java.file,
        compile: [
          '/usr/bin/javac',
          '-J-XX:+UseSerialGC',
          '-J-XX:-UsePerfData',
          '-J-XX:TieredStopAtLevel=1',
          '-encoding',
          'UTF-8',
          '-d',
          dir,
          `${dir}/${java.file}`,
        ],
        run: [
          '/usr/bin/java',
          '-XX:+UseSerialGC',
          '-XX:-UsePerfData',
          '-Xmx256m',
          '-Xss16m',
          '-XX:ActiveProcessorCount=1',
          '-cp',
          dir,
          java.main,
        ],
      };
    case 'javascript':
      return {
        file: 'main.js',
        compile: ['/usr/bin/node', '--check', `${dir}/main.js`],
        run: ['/usr/bin/node', '--max-old-space-size=512', `${dir}/main.js`],
      };
    case 'python':
      return {
        file: 'main.py',
        compile: [
          '/usr/bin/python3',
          '-I',
          '-c',
          'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")',
          `${dir}/main.py`,
        ],
        run: ['/usr/bin/python3', '-I', `${dir}/main.py`],
      };
  }
}

function timed(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

function must(argv: string[], input?: string) {
  const r = spawnSync(argv[0]!, argv.slice(1), { input, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${argv[0]} failed: ${r.stderr || r.error}`);
  return r.stdout;
}

const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(0)}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    ['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'),
  );
}

export async function runJudgeBench() {
  const perLanguage = Math.floor(positive(process.env.BENCH_JUDGE_SUBMISSIONS, 16));
  const rounds = Math.floor(positive(process.env.BENCH_JUDGE_ROUNDS, 5));
  const cores = availableParallelism();
  const started = Date.now();
  console.log(
    `\njudge bench: ${perLanguage} trivial submissions per language through the queue (${cores} workers = cores), ` +
      `${rounds} overhead samples per language`,
  );
  const engine = createSandboxEngine();
  try {
    await engine.prepare();
  } catch (error) {
    console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-judge-'));
  const database = await createDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const config = loadConfig(
      { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
      { jwtSecret: randomBytes(48).toString('hex'), webDist: '/nonexistent' },
    );
    const app = await buildApp({
      config,
      db: database.db,
      logger: false,
      google: null,
      judgeEngine: engine,
    });
    await app.ready();

    // (a) throughput through the real queue
    const throughput: string[][] = [];
    for (const language of CODE_LANGUAGES) {
      const ids: string[] = [];
      for (let i = 0; i < perLanguage; i += 1) {
        const row = await enqueueSubmission(app, database.db, {
          kind: 'submit',
          userId: null,
          problemId: null,
          language,
          code: TRIVIAL[language],
          mainCode: '',
          tests: [{ input: INPUT, expectedOutput: '42\n', isHidden: false, points: 1 }],
          maxPoints: 1,
        });
        ids.push(row.id);
      }
      const t = performance.now();
      await app.jobs.drain({ timeoutMs: 30 * 60_000 });
      const seconds = (performance.now() - t) / 1000;
      const rows = await database.db
        .select({ verdict: codeSubmissions.verdict, status: codeSubmissions.status })
        .from(codeSubmissions)
        .where(inArray(codeSubmissions.id, ids));
      const accepted = rows.filter((r) => r.verdict === 'Accepted').length;
      if (accepted !== ids.length) {
        throw new Error(`${language}: only ${accepted}/${ids.length} trivial submissions accepted`);
      }
      const perMinute = (ids.length / seconds) * 60;
      throughput.push([
        language,
        String(ids.length),
        seconds.toFixed(1),
        perMinute.toFixed(0),
        (perMinute / cores).toFixed(0),
        ((seconds * 1000 * cores) / ids.length).toFixed(0),
      ]);
      console.log(`  ${language}: ${ids.length} judged in ${seconds.toFixed(1)} s`);
      await database.db.delete(codeSubmissions).where(eq(codeSubmissions.language, language));
    }
    table(
      ['language', 'submissions', 'seconds', 'per minute', 'per min per core', 'core-ms each'],
      throughput,
    );
    await app.close();

    // (b) sandbox overhead: compile + one run, sandboxed against bare, interleaved
    const overhead: string[][] = [];
    for (const language of CODE_LANGUAGES) {
      const bare: number[] = [];
      const boxed: number[] = [];
      const bareRun: number[] = [];
      const boxedRun: number[] = [];
      for (let r = 0; r < rounds; r += 1) {
        const dir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-bare-'));
        chmodSync(dir, 0o755); // the sandbox's host user reads it
        try {
          const cmd = bareCommands(language, dir);
          writeFileSync(path.join(dir, cmd.file), TRIVIAL[language]);
          bare.push(
            timed(() => {
              must(cmd.compile);
              if (must(cmd.run, INPUT).trim() !== '42')
                throw new Error(`${language}: wrong bare output`);
            }),
          );
          bareRun.push(timed(() => must(cmd.run, INPUT)));
          // the sandbox running the program compiled above (read-only at /box)
          const boxedArgv = cmd.run.map((a) => a.split(dir).join('/box'));
          const t0 = performance.now();
          const one = await engine.runOnce({
            boxDir: dir,
            writable: false,
            argv: boxedArgv,
            input: INPUT,
            limits: {
              cpuMs: 2000,
              wallMs: 5000,
              memoryKb: 262144,
              processes: 64,
              outputBytes: 1 << 20,
            },
            addressSpace: language === 'cpp' || language === 'python' ? 4 * 1024 ** 3 : 0,
            stack: 0,
          });
          boxedRun.push(performance.now() - t0);
          if (one.stdout.trim() !== '42')
            throw new Error(`${language}: wrong sandboxed output ${one.stderr}`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
        const t1 = performance.now();
        const outcome = await engine.judge({
          language,
          source: TRIVIAL[language],
          inputs: [INPUT],
        });
        boxed.push(performance.now() - t1);
        if (!outcome.compiled || outcome.runs[0]!.stdout.trim() !== '42') {
          throw new Error(`${language}: the sandbox did not judge the trivial program`);
        }
      }
      const mb = median(bare);
      const ms = median(boxed);
      const rb = median(bareRun);
      const rs = median(boxedRun);
      overhead.push([
        language,
        mb.toFixed(0),
        ms.toFixed(0),
        `${(ms / mb).toFixed(2)}×`,
        signed(ms - mb),
        rb.toFixed(0),
        rs.toFixed(0),
        `${(rs / rb).toFixed(2)}×`,
        signed(rs - rb),
      ]);
    }
    table(
      [
        'language',
        'bare ms',
        'sandbox ms',
        'ratio',
        'overhead ms',
        'bare run ms',
        'sandbox run ms',
        'run ratio',
        'run overhead ms',
      ],
      overhead,
    );
    console.log(
      '(compile + 1 test per submission; "run" = one test of an already compiled program; medians; same machine, same run)',
    );
  } catch (error) {
    console.error('judge bench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`judge bench done in ${Math.round((Date.now() - started) / 1000)} s`);
}
