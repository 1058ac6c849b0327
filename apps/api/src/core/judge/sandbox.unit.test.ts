import { describe, expect, it } from 'vitest';

import { assembleProgram, type CodeLanguage } from '@app/shared';

import type { StoredTestCase } from '../../db/schema/assessments.ts';
import { grade } from './grade.ts';
import { presentOutcome, programMap } from './present.ts';
import { createSandboxEngine, javaClasses } from './sandbox.ts';

/**
 * The local sandbox engine in every language: each verdict, the output comparison, the driver
 * assembly and compile-once-run-many. No database: the unit project runs it once.
 */
const engine = createSandboxEngine();
const T = (input: string, expectedOutput: string, points = 1): StoredTestCase => ({
  input,
  expectedOutput,
  isHidden: false,
  points,
});
const SUM_TESTS = [T('1 2\n', '3\n'), T('20 22\n', '42\n')];

async function judge(language: CodeLanguage, code: string, tests = SUM_TESTS, mainCode = '') {
  const outcome = await engine.judge({
    language,
    source: assembleProgram(code, mainCode),
    inputs: tests.map((t) => t.input),
  });
  return { outcome, graded: grade(tests, outcome, 10) };
}

type Programs = Partial<Record<CodeLanguage, string>>;
const cases: { verdict: string; programs: Programs }[] = [
  {
    verdict: 'Accepted',
    programs: {
      cpp: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"   \\n\\n";}',
      python: 'a, b = map(int, input().split())\nprint(a + b, end="  \\n\\n")',
      javascript:
        'const [a,b]=require("fs").readFileSync(0,"utf8").trim().split(/\\s+/).map(Number);\nprocess.stdout.write(`${a+b}\\t\\r\\n`);',
      java: 'import java.util.*;\npublic class Solution { public static void main(String[] x){ Scanner s=new Scanner(System.in); System.out.println(s.nextLong()+s.nextLong()); } }',
    },
  },
  {
    verdict: 'Wrong Answer',
    programs: {
      cpp: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}',
      python: 'a, b = map(int, input().split())\nprint(a - b)',
      javascript: 'console.log("  3")',
      java: 'public class Main { public static void main(String[] x){ System.out.println("3 "); System.out.println("extra"); } }',
    },
  },
  {
    verdict: 'Time Limit Exceeded',
    programs: {
      cpp: 'int main(){volatile unsigned long x=0;for(;;)x++;}',
      python: 'while True:\n    pass',
      javascript: 'for(;;){}',
      java: 'public class Main { public static void main(String[] x){ long i=0; while(true){ i++; } } }',
    },
  },
  {
    verdict: 'Runtime Error',
    programs: {
      cpp: '#include <cstdlib>\nint main(){int*p=nullptr; std::abort(); return *p;}',
      python: 'raise ValueError("bad input")',
      javascript: 'throw new Error("bad input")',
      java: 'public class Main { public static void main(String[] x){ int[] a=new int[1]; System.out.println(a[5]); } }',
    },
  },
  {
    verdict: 'Compilation Error',
    programs: {
      cpp: 'int main() { return undefined_name; }',
      java: 'public class Main { public static void main(String[] x){ int y = "text"; } }',
    },
  },
  {
    // Interpreted languages: nothing compiles them, so it is a syntax error (issue 15).
    verdict: 'Syntax Error',
    programs: {
      python: 'def f(:\n    pass',
      javascript: 'function ( {',
    },
  },
  {
    verdict: 'Memory Limit Exceeded',
    programs: {
      cpp: '#include <vector>\n#include <cstdio>\nint main(){std::vector<char*> v; for(int i=0;i<2000;i++){char*p=new char[1<<20]; for(int j=0;j<(1<<20);j+=4096)p[j]=1; v.push_back(p);} printf("%zu\\n", v.size());}',
      python: 'chunks = []\nwhile True:\n    chunks.append(bytearray(1 << 20))',
      javascript: 'const a=[]; for(;;){ const b=Buffer.alloc(1<<20, 1); a.push(b); }',
      java: 'import java.util.*;\npublic class Main { public static void main(String[] x){ List<long[]> l=new ArrayList<>(); while(true){ l.add(new long[1<<17]); } } }',
    },
  },
];

describe.concurrent('sandbox engine: verdicts in every language', () => {
  for (const { verdict, programs } of cases) {
    for (const [language, code] of Object.entries(programs) as [CodeLanguage, string][]) {
      it(`${verdict} in ${language}`, { timeout: 60_000 }, async () => {
        const { outcome, graded } = await judge(language, code);
        expect(graded.verdict, JSON.stringify(outcome).slice(0, 800)).toBe(verdict);
        if (verdict === 'Compilation Error' || verdict === 'Syntax Error') {
          expect(graded.tests).toEqual([]);
          expect(graded.compileOutput.length).toBeGreaterThan(0);
          return;
        }
        expect(graded.tests).toHaveLength(2);
        for (const t of graded.tests) {
          expect(t.verdict).toBe(verdict);
          expect(t.memoryKb).toBeGreaterThan(0);
        }
        if (verdict === 'Accepted') expect(graded.pointsEarned).toBe(10);
        if (verdict === 'Time Limit Exceeded' && outcome.compiled) {
          // CPU limit, or the wall limit when the machine is too busy to give it 2 s of CPU
          const run = outcome.runs[0]!;
          expect(run.timeMs >= 1_900 || run.message === 'Wall time limit exceeded').toBe(true);
        }
        if (outcome.compiled) {
          for (const run of outcome.runs) expect(run.wallMs).toBeLessThan(6_000);
        }
      });
    }
  }
});

/**
 * Issue 15: the messages a student reads name their own lines (solution.<ext>, the line numbers
 * of what they wrote), never the hidden driver's source, numbers or frames, nor the judge's own
 * (File "<string>", Node's internals, the Java launcher).
 */
describe.concurrent('what a student reads of an error', { timeout: 60_000 }, () => {
  async function shown(language: CodeLanguage, code: string, mainCode: string) {
    const tests = [T('7\n', '7\n')];
    const { outcome } = await judge(language, code, tests, mainCode);
    return grade(tests, presentOutcome(outcome, programMap(language, code, mainCode)), 10);
  }
  const hidden = (text: string, ...driverBits: string[]) => {
    for (const bit of ['<string>', 'main.py', 'main.js', 'main.cpp', 'Main.java', ...driverBits]) {
      expect(text, text).not.toContain(bit);
    }
  };

  it("Python: a runtime error shows the student's frame and line, nothing of the driver", async () => {
    const driver = 'import sys\n\n{{USER_CODE}}\n\nprint(f(int(sys.stdin.read())))\n';
    const g = await shown('python', 'def f(n):\n    x = 1\n    return n // 0\n', driver);
    expect(g.verdict).toBe('Runtime Error');
    const text = g.tests[0]!.stderr!;
    expect(text).toContain('File "solution.py", line 3, in f\n    return n // 0');
    expect(text).toMatch(/ZeroDivisionError/);
    hidden(text, 'line 5', 'print(f(');
  });

  it("Python: a syntax error is a Syntax Error at the student's line", async () => {
    const driver = 'import sys\n\n{{USER_CODE}}\n\nprint(f(int(sys.stdin.read())))\n';
    const g = await shown('python', 'def f(n)\n    return n\n', driver);
    expect(g.verdict).toBe('Syntax Error');
    expect(g.compileOutput).toMatch(/^\s*File "solution\.py", line 1\n {4}def f\(n\)\n/);
    expect(g.compileOutput).toMatch(/SyntaxError: expected ':'/);
    hidden(g.compileOutput);
  });

  it("JavaScript: the student's line and frame, no loader or Node internals", async () => {
    const driver =
      'const input = require("fs").readFileSync(0, "utf8");\n{{USER_CODE}}\nconsole.log(f(Number(input)));\n';
    const g = await shown('javascript', 'function f(n) {\n  return n.x.y;\n}\n', driver);
    expect(g.verdict).toBe('Runtime Error');
    const text = g.tests[0]!.stderr!;
    expect(text).toMatch(/^solution\.js:2\n {2}return n\.x\.y;/m);
    expect(text).toContain('at f (solution.js:2:14)');
    hidden(text, 'node:', '[eval]', 'console.log(f(', 'Node.js v');
    const bad = await shown('javascript', 'function f(n) {\n  return n +;\n}\n', driver);
    expect(bad.verdict).toBe('Syntax Error');
    expect(bad.compileOutput).toMatch(/^solution\.js:2\n/);
    expect(bad.compileOutput).toMatch(/SyntaxError: Unexpected token ';'/);
    hidden(bad.compileOutput, 'node:', 'Node.js v');
  });

  it("C++: compile errors at the student's lines; one in the driver says so without its source", async () => {
    const driver =
      '#include <iostream>\nusing namespace std;\n\n{{USER_CODE}}\n\nint main() {\n    long n; cin >> n;\n    cout << f(n) << "\\n";\n}\n';
    const g = await shown('cpp', 'long f(long n) {\n    return n + undefined_name;\n}\n', driver);
    expect(g.verdict).toBe('Compilation Error');
    expect(g.compileOutput).toMatch(
      /^solution\.cpp:2:\d+: error: .undefined_name. was not declared/m,
    );
    expect(g.compileOutput).toMatch(/^ {4}2 \| {5}return n \+ undefined_name;/m);
    hidden(g.compileOutput);
    const missing = await shown('cpp', 'long g(long n) {\n    return n;\n}\n', driver);
    expect(missing.compileOutput).toMatch(/^hidden driver: error: .f. was not declared/m);
    hidden(missing.compileOutput, 'cout << f(n)');
  });

  it("Java: compile errors and stack traces at the student's lines, no launcher frames", async () => {
    const driver =
      'import java.util.*;\n\n{{USER_CODE}}\n\npublic class Main {\n  public static void main(String[] a) {\n    System.out.println(Solution.f(new Scanner(System.in).nextInt()));\n  }\n}\n';
    const g = await shown(
      'java',
      'class Solution {\n  static int f(int n) {\n    return n / 0;\n  }\n}\n',
      driver,
    );
    expect(g.verdict).toBe('Runtime Error');
    const text = g.tests[0]!.stderr!;
    expect(text).toContain('Exception in thread "main" java.lang.ArithmeticException: / by zero');
    expect(text).toMatch(/at Solution\.f\(Solution\.java:3\)/);
    hidden(text, 'Main.main', 'KodeSchoolJudgeLauncher', 'reflect');
    const bad = await shown(
      'java',
      'class Solution {\n  static int f(int n) {\n    int y = "text";\n    return y;\n  }\n}\n',
      driver,
    );
    expect(bad.verdict).toBe('Compilation Error');
    expect(bad.compileOutput).toMatch(/^Solution\.java:3: error: incompatible types/m);
    hidden(bad.compileOutput, 'System.out.println(Solution.f');
  });
});

describe.concurrent('sandbox engine: judging details', { timeout: 60_000 }, () => {
  it('ignores trailing whitespace and trailing blank lines, not inner spaces', async () => {
    const tests = [T('', 'a b\nc\n'), T('', 'a b\nc'), T('', 'a  b\nc')];
    const { graded } = await judge(
      'python',
      'print("a b  ")\nprint("c\\t")\nprint()\nprint()',
      tests,
    );
    expect(graded.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted', 'Wrong Answer']);
    expect(graded.verdict).toBe('Wrong Answer');
    expect(graded.pointsEarned).toBeCloseTo(6.67, 2);
  });

  it('puts the student code into the driver at {{USER_CODE}} (or before it)', async () => {
    // language, the student's add(a, b), the driver that reads a and b and prints the sum
    const programs: [CodeLanguage, string, string][] = [
      [
        'cpp',
        'long add(long a,long b){return a+b;}',
        '#include <iostream>\n{{USER_CODE}}\nint main(){long a,b;std::cin>>a>>b;std::cout<<add(a,b);}',
      ],
      [
        'java',
        'class Solver { static long add(long a, long b) { return a + b; } }',
        'public class Main { public static void main(String[] x){ java.util.Scanner s=new java.util.Scanner(System.in); System.out.println(Solver.add(s.nextLong(), s.nextLong())); } }',
      ],
      [
        'javascript',
        'function add(a, b) { return a + b; }',
        'const [a,b]=require("fs").readFileSync(0,"utf8").trim().split(" ").map(Number);\nconsole.log(add(a,b));',
      ],
    ];
    for (const [language, code, driver] of programs) {
      const { graded } = await judge(language, code, SUM_TESTS, driver);
      expect(graded.verdict, language).toBe('Accepted');
    }
  });

  it('compiles once and runs every test against the same artefact', async () => {
    // Each run sees a read-only program folder and a fresh /tmp: a file left by one run is gone
    // in the next, and the compiled binary cannot be changed.
    const code = `#include <cstdio>
#include <cstdlib>
int main(){
  FILE* seen = fopen("/tmp/seen", "r");
  FILE* mark = fopen("/tmp/seen", "w");
  FILE* self = fopen("/box/main", "a");
  int n; if (scanf("%d", &n) != 1) return 3;
  printf("%d %s %s %s\\n", n * 2, seen ? "stale" : "fresh", mark ? "tmp-ok" : "tmp-ro", self ? "box-rw" : "box-ro");
}`;
    const tests = Array.from({ length: 6 }, (_, i) =>
      T(`${i}\n`, `${i * 2} fresh tmp-ok box-ro\n`),
    );
    const started = Date.now();
    const { outcome, graded } = await judge('cpp', code, tests);
    expect(graded.verdict, JSON.stringify(outcome).slice(0, 500)).toBe('Accepted');
    expect(graded.passed).toBe(6);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('keeps going after a failing test and records time and memory for each', async () => {
    const tests = [T('1\n', '1\n'), T('0\n', '0\n'), T('2\n', '2\n')];
    const { graded } = await judge('python', 'n = int(input())\nprint(1 // n * n)', tests);
    expect(graded.tests.map((t) => t.verdict)).toEqual([
      'Accepted',
      'Runtime Error',
      'Wrong Answer',
    ]);
    expect(graded.verdict).toBe('Runtime Error');
    expect(graded.tests[1]!.stderr).toMatch(/ZeroDivisionError/);
    for (const t of graded.tests) expect(t.memoryKb).toBeGreaterThan(1000);
  });

  it('finds the Java class to run and the file to compile', () => {
    expect(javaClasses('public class Main { public static void main(String[] a){} }')).toEqual({
      file: 'Main.java',
      main: 'Main',
    });
    expect(
      javaClasses('class Helper {}\nclass Runner { public static void main(String[] a){} }'),
    ).toEqual({ file: 'Main.java', main: 'Runner' });
    expect(javaClasses('public final class Sol { static public void main(String[] a){} }')).toEqual(
      { file: 'Sol.java', main: 'Sol' },
    );
  });

  it('reports a missing bubblewrap as unavailable', async () => {
    const broken = createSandboxEngine({ bwrapPath: '/nonexistent/bwrap' });
    await expect(
      broken.judge({ language: 'python', source: 'print(1)', inputs: [''] }),
    ).rejects.toThrow('The code judge is not available on this server: install bubblewrap');
  });
});
