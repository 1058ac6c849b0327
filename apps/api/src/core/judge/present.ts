import { assembleProgram, USER_CODE_MARKER, type CodeLanguage } from '@app/shared';

import type { JudgeOutcome } from './engine.ts';
import { javaClasses } from './sandbox.ts';

/**
 * What a student reads of a compiler's or interpreter's messages. The program that ran is the
 * student's code inside the problem's hidden driver, so its messages name the assembled file and
 * its line numbers, show the driver's lines and carry the judge's own frames (the loader's
 * `File "<string>"`, Node's internals). Here every location in the student's code is renamed
 * to solution.<ext> and renumbered to the student's own lines; a message located in the driver
 * keeps its text but says "hidden driver" and loses the driver's source lines; stack frames of
 * the driver and the judge are dropped. Both engines' file names are known (the local sandbox's
 * main.py / main.js / main.cpp / <Class>.java, Judge0's script.py / script.js / Main.java).
 */

export type ProgramMap = {
  language: CodeLanguage;
  /** the names the program's file may have (Java names it after its public class) */
  fileNames: string[];
  /** line of the assembled program (1-based) where the student's first line is */
  firstLine: number;
  /** the student's code, line by line */
  userLines: string[];
  /**
   * Staff checking their own problem (kind 'check') see the driver's places too, named
   * driver.<ext> and numbered as they wrote it; students never do.
   */
  showDriver: boolean;
  /** whether the driver comes after the student's code without a marker (it then starts 2 lines on) */
  isAppended: boolean;
};

export const SOLUTION_FILE: Record<CodeLanguage, string> = {
  python: 'solution.py',
  javascript: 'solution.js',
  cpp: 'solution.cpp',
  java: 'Solution.java',
};
export const HIDDEN_DRIVER = 'hidden driver';
const DRIVER_FILE: Record<CodeLanguage, string> = {
  python: 'driver.py',
  javascript: 'driver.js',
  cpp: 'driver.cpp',
  java: 'Driver.java',
};

/** Where the student's code sits in assembleProgram(userCode, mainCode). */
export function programMap(
  language: CodeLanguage,
  userCode: string,
  mainCode: string,
  opts: { showDriver?: boolean } = {},
): ProgramMap {
  const at = mainCode.trim() ? mainCode.indexOf(USER_CODE_MARKER) : -1;
  const before = at > 0 ? mainCode.slice(0, at) : '';
  const javaFile = javaClasses(assembleProgram(userCode, mainCode)).file;
  return {
    language,
    fileNames: {
      python: ['main.py', 'script.py'],
      javascript: ['main.js', 'script.js'],
      cpp: ['main.cpp', 'source.cpp'],
      java: [...new Set([javaFile, 'Main.java'])],
    }[language],
    firstLine: 1 + (before.match(/\n/g)?.length ?? 0),
    userLines: userCode.replace(/\r\n?/g, '\n').split('\n'),
    showDriver: opts.showDriver ?? false,
    isAppended: Boolean(mainCode.trim()) && at < 0,
  };
}

/** A line of the program that is the driver's, numbered as in the driver (mainCode). */
function driverLine(map: ProgramMap, line: number): number {
  const userEnd = map.firstLine + map.userLines.length - 1;
  if (map.isAppended) return Math.max(1, line - userEnd - 1);
  return line < map.firstLine ? line : line - map.userLines.length + 1;
}

/** The student's line for a line of the program, or null when it is the driver's. */
function userLine(map: ProgramMap, line: number): number | null {
  const n = line - map.firstLine + 1;
  return n >= 1 && n <= map.userLines.length ? n : null;
}

// File names as the engines write them, with any folder in front (/box/, /box-h1-2/, /tmp/…).
const DIR = String.raw`(?:[^\s"'():]*\/)?`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fileOf = (map: ProgramMap) => `(?:${map.fileNames.map(escape).join('|')})`;

type Rule = {
  /** a line that names a place in the program: returns its replacement (null drops it) */
  locate(line: string, map: ProgramMap): { text: string | null; inDriver: boolean } | null;
  /** lines that belong to the message above (source excerpts, carets) */
  isExcerpt(line: string): boolean;
  /** lines of the judge itself, dropped wherever they are */
  isNoise?(line: string): boolean;
};

/**
 * Where a line of the program is for the reader: the student's file and line; the driver's file
 * and line for staff (`isDriver`, shown in full); or nothing (`line` null) for a student.
 */
const relabel = (map: ProgramMap, line: number) => {
  const n = userLine(map, line);
  if (n !== null) return { file: SOLUTION_FILE[map.language], line: n, isDriver: false };
  if (map.showDriver)
    return { file: DRIVER_FILE[map.language], line: driverLine(map, line), isDriver: true };
  return { file: HIDDEN_DRIVER, line: null, isDriver: true };
};

const python: Rule = {
  locate(line, map) {
    if (/^\s*File "<string>", line \d+/.test(line)) return { text: null, inDriver: true };
    const m = new RegExp(String.raw`^(\s*)File "${DIR}${fileOf(map)}", line (\d+)(.*)$`).exec(line);
    if (!m) return null;
    const [, indent, num, rest] = m as unknown as [string, string, string, string];
    const at = relabel(map, Number(num));
    const isFrame = rest.startsWith(', in ');
    if (at.line === null) {
      // A frame of the driver goes; a syntax error found there still says where.
      return { text: isFrame ? null : `${indent}(in the ${HIDDEN_DRIVER})`, inDriver: true };
    }
    const head = `${indent}File "${at.file}", line ${at.line}${rest}`;
    // The program ran from memory, so the interpreter printed no source line: show the student's.
    const source = at.isDriver ? undefined : map.userLines[at.line - 1]?.trim();
    return { text: isFrame && source ? `${head}\n${indent}  ${source}` : head, inDriver: false };
  },
  isExcerpt: (line) => /^\s{4,}\S/.test(line) && !/^\s*File "/.test(line),
};

const javascript: Rule = {
  locate(line, map) {
    // "main.js:12" above an excerpt and a caret (an uncaught error or a syntax error)
    const head = new RegExp(String.raw`^${DIR}${fileOf(map)}:(\d+)$`).exec(line);
    if (head) {
      const at = relabel(map, Number(head[1]));
      return at.line === null
        ? { text: `(in the ${HIDDEN_DRIVER})`, inDriver: true }
        : { text: `${at.file}:${at.line}`, inDriver: false };
    }
    const frame = new RegExp(
      String.raw`^(\s+at (?:.*? \()?)${DIR}${fileOf(map)}:(\d+):(\d+)(\)?)$`,
    ).exec(line);
    if (frame) {
      const [, start, num, col, end] = frame as unknown as [string, string, string, string, string];
      const at = relabel(map, Number(num));
      return at.line === null
        ? { text: null, inDriver: true }
        : { text: `${start}${at.file}:${at.line}:${col}${end}`, inDriver: false };
    }
    return null;
  },
  isExcerpt: (line) => !/^\s+at /.test(line) && !/^\w*(Error|Exception)\b/.test(line),
  isNoise: (line) =>
    /^\s+at .*(node:|\[eval\]|evalmachine\.<anonymous>)/.test(line) ||
    /^\s+at (new )?Script\b/.test(line) ||
    /^Node\.js v\d/.test(line),
};

const cpp: Rule = {
  locate(line, map) {
    const m = new RegExp(String.raw`^(.*?)${DIR}${fileOf(map)}:(\d+)(:\d+)?([:,].*)$`).exec(line);
    if (!m) {
      const ctx = new RegExp(String.raw`^${DIR}${fileOf(map)}: (.*)$`).exec(line);
      return ctx ? { text: `${SOLUTION_FILE.cpp}: ${ctx[1]}`, inDriver: false } : null;
    }
    const [, lead, num, col = '', rest] = m as unknown as [string, string, string, string, string];
    const at = relabel(map, Number(num));
    return at.line === null
      ? { text: `${lead}${HIDDEN_DRIVER}${rest}`, inDriver: true }
      : { text: `${lead}${at.file}:${at.line}${col}${rest}`, inDriver: false };
  },
  // GCC's excerpt: "   12 | code", "      |   ^~~", "  +++ |+#include <x>"
  isExcerpt: (line) => /^\s*(\d+|\+\+\+)?\s*\|/.test(line),
};

const java: Rule = {
  locate(line, map) {
    const diag = new RegExp(String.raw`^${DIR}${fileOf(map)}:(\d+): (.*)$`).exec(line);
    if (diag) {
      const at = relabel(map, Number(diag[1]));
      return at.line === null
        ? { text: `${HIDDEN_DRIVER}: ${diag[2]}`, inDriver: true }
        : { text: `${at.file}:${at.line}: ${diag[2]}`, inDriver: false };
    }
    const frame = new RegExp(String.raw`^(\s+at .*\()${fileOf(map)}:(\d+)\)$`).exec(line);
    if (frame) {
      const at = relabel(map, Number(frame[2]));
      return at.line === null
        ? { text: null, inDriver: true }
        : { text: `${frame[1]}${at.file}:${at.line})`, inDriver: false };
    }
    return null;
  },
  // javac's excerpt: the source line, then the caret line
  isExcerpt: (line) => !/^\s+at /.test(line) && !/^\d+ errors?$/.test(line) && line.trim() !== '',
};

const RULES: Record<CodeLanguage, Rule> = { python, javascript, cpp, java };

/** One message rewritten for the student (see the file's comment). */
export function presentText(text: string, map: ProgramMap): string {
  if (!text) return text;
  const rule = RULES[map.language];
  const out: string[] = [];
  // After a line placed in the driver, its excerpt (the driver's own source) is left out.
  let hideExcerpt = false;
  // javac and node print exactly one excerpt block per message; Python and GCC may print more.
  let excerptLines = 0;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (rule.isNoise?.(line)) continue;
    const placed = rule.locate(line, map);
    if (placed) {
      hideExcerpt = placed.inDriver;
      excerptLines = 0;
      if (placed.text !== null) out.push(placed.text);
      continue;
    }
    if (hideExcerpt && rule.isExcerpt(line) && excerptLines < excerptLimit(map.language)) {
      excerptLines += 1;
      continue;
    }
    hideExcerpt = false;
    out.push(
      map.language === 'cpp' && /^\s*\d+\s*\|/.test(line) ? renumberExcerpt(line, map) : line,
    );
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}

/** Source lines a message's excerpt may span (javac, node: the line and its caret). */
function excerptLimit(language: CodeLanguage): number {
  return language === 'java' || language === 'javascript' ? 2 : Number.POSITIVE_INFINITY;
}

/** GCC's "   12 | code" excerpt, numbered as the reader's file is (see relabel). */
function renumberExcerpt(line: string, map: ProgramMap): string {
  return line.replace(/^(\s*)(\d+)(\s*\|)/, (all, pad: string, num: string, bar: string) => {
    const n = userLine(map, Number(num)) ?? (map.showDriver ? driverLine(map, Number(num)) : null);
    return n === null ? all : `${pad}${String(n).padStart(num.length)}${bar}`;
  });
}

/** The outcome with every message rewritten for the student. */
export function presentOutcome(outcome: JudgeOutcome, map: ProgramMap): JudgeOutcome {
  if (!outcome.compiled) {
    return { ...outcome, compileOutput: presentText(outcome.compileOutput, map) };
  }
  return {
    ...outcome,
    compileOutput: presentText(outcome.compileOutput, map),
    runs: outcome.runs.map((r) => ({ ...r, stderr: presentText(r.stderr, map) })),
  };
}
