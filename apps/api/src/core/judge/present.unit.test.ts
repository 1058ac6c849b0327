import { describe, expect, it } from 'vitest';

import { isLoadSyntaxError } from './judge0.ts';
import { presentText, programMap } from './present.ts';

/**
 * The rewriting of messages on the texts Judge0 prints (its files are script.py, script.js and
 * Main.java); the local sandbox's own texts are checked end to end in sandbox.unit.test.ts.
 */
describe('messages as a student reads them', () => {
  it('finds where the student code sits in the driver', () => {
    expect(programMap('python', 'a\nb', 'x\ny\n{{USER_CODE}}\nz')).toMatchObject({
      firstLine: 3,
      userLines: ['a', 'b'],
    });
    // No marker: the student's code comes first; no driver: it is the whole program.
    expect(programMap('python', 'a', 'print(1)').firstLine).toBe(1);
    expect(programMap('cpp', 'a', '').firstLine).toBe(1);
    expect(programMap('java', 'class A {}', 'public class Runner {}').fileNames).toEqual([
      'Runner.java',
      'Main.java',
    ]);
  });

  it('Python (Judge0): driver frames go, the student frame gets its own line and source', () => {
    const map = programMap(
      'python',
      'def f(n):\n    return n // 0',
      'import sys\n{{USER_CODE}}\nprint(f(1))',
    );
    const text = [
      'Traceback (most recent call last):',
      '  File "/box/script.py", line 4, in <module>',
      '    print(f(1))',
      '  File "/box/script.py", line 3, in f',
      'ZeroDivisionError: integer division or modulo by zero',
    ].join('\n');
    expect(presentText(text, map)).toBe(
      [
        'Traceback (most recent call last):',
        '  File "solution.py", line 2, in f',
        '    return n // 0',
        'ZeroDivisionError: integer division or modulo by zero',
      ].join('\n'),
    );
  });

  it('a syntax error reported in the driver keeps its message, not the driver line', () => {
    const map = programMap(
      'python',
      'def f(n):\n    return (n',
      'import sys\n{{USER_CODE}}\nprint(f(1))',
    );
    const text =
      '  File "/box/script.py", line 4\n    print(f(1))\n         ^\nSyntaxError: invalid syntax';
    expect(presentText(text, map)).toBe('  (in the hidden driver)\nSyntaxError: invalid syntax');
    expect(isLoadSyntaxError('python', text)).toBe(true);
    expect(isLoadSyntaxError('python', `Traceback (most recent call last):\n${text}`)).toBe(false);
  });

  it('JavaScript (Judge0): CommonJS and Node frames go', () => {
    const map = programMap(
      'javascript',
      'function f(n) {\n  return n.x.y;\n}',
      'const n = 1;\n{{USER_CODE}}\nconsole.log(f(n));',
    );
    const text = [
      '/box/script.js:3',
      '  return n.x.y;',
      '             ^',
      '',
      "TypeError: Cannot read properties of undefined (reading 'y')",
      '    at f (/box/script.js:3:14)',
      '    at Object.<anonymous> (/box/script.js:5:13)',
      '    at Module._compile (node:internal/modules/cjs/loader:1105:14)',
      '',
      'Node.js v20.20.2',
    ].join('\n');
    expect(presentText(text, map)).toBe(
      [
        'solution.js:2',
        '  return n.x.y;',
        '             ^',
        '',
        "TypeError: Cannot read properties of undefined (reading 'y')",
        '    at f (solution.js:2:14)',
      ].join('\n'),
    );
    const syntax = [
      '/box/script.js:3',
      '  return n +;',
      '            ^',
      '',
      "SyntaxError: Unexpected token ';'",
      '    at internalCompileFunction (node:internal/vm:76:18)',
      '    at wrapSafe (node:internal/modules/cjs/loader:1283:20)',
    ].join('\n');
    expect(isLoadSyntaxError('javascript', syntax)).toBe(true);
    expect(isLoadSyntaxError('javascript', `${syntax}\n    at f (/box/script.js:3:3)`)).toBe(false);
  });

  it('staff checking solutions see the driver, in its own numbering', () => {
    const driver = 'import sys\n{{USER_CODE}}\nprint(f(1))\nprint(g(2))';
    const map = programMap('python', 'def f(n):\n    return n', driver, { showDriver: true });
    const text = [
      'Traceback (most recent call last):',
      '  File "<string>", line 8, in <module>',
      '  File "main.py", line 5, in <module>',
      "NameError: name 'g' is not defined",
    ].join('\n');
    expect(presentText(text, map)).toBe(
      [
        'Traceback (most recent call last):',
        '  File "driver.py", line 4, in <module>',
        "NameError: name 'g' is not defined",
      ].join('\n'),
    );
    // Appended after the student's code (no marker): the driver starts two lines on.
    const appended = programMap('cpp', 'int f();', 'int main() {\n  return g();\n}', {
      showDriver: true,
    });
    expect(presentText("main.cpp:4:10: error: 'g' was not declared", appended)).toBe(
      "driver.cpp:2:10: error: 'g' was not declared",
    );
  });

  it('Java: the JDK frames stay, the driver frames go', () => {
    const map = programMap(
      'java',
      'class Solution {\n  static int f(int n) { return new java.util.Scanner("").nextInt(); }\n}',
      'import java.util.*;\n{{USER_CODE}}\npublic class Main { public static void main(String[] a) { Solution.f(1); } }',
    );
    const text = [
      'Exception in thread "main" java.util.NoSuchElementException',
      '\tat java.base/java.util.Scanner.throwFor(Scanner.java:937)',
      '\tat Solution.f(Main.java:3)',
      '\tat Main.main(Main.java:5)',
    ].join('\n');
    expect(presentText(text, map)).toBe(
      [
        'Exception in thread "main" java.util.NoSuchElementException',
        '\tat java.base/java.util.Scanner.throwFor(Scanner.java:937)',
        '\tat Solution.f(Solution.java:2)',
      ].join('\n'),
    );
  });
});
