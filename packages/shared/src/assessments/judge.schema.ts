import { z } from '../zod.ts';
import { ASSESS_MSG } from './messages.ts';

/** The coding judge (issue #5): languages, limits, verdicts and a submission's answer. */
export const CODE_LANGUAGES = ['javascript', 'python', 'cpp', 'java'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  cpp: 'C++',
  java: 'Java',
};
export const ZCodeLanguage = z.enum(CODE_LANGUAGES, { error: ASSESS_MSG.languageUnsupported });

/** Per test (issue #5 "Coding judge"). */
export const JUDGE_LIMITS = {
  cpuMs: 2_000,
  wallMs: 5_000,
  memoryBytes: 256 * 1024 * 1024,
  processes: 64,
  outputBytes: 1024 * 1024,
} as const;
export const MAX_SOURCE_BYTES = 64 * 1024;

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

export const VERDICTS = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  // Python or JavaScript that does not parse: no compiler is involved, so not a compile error.
  'Syntax Error',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Verdicts given before any test ran: the program did not compile, or did not parse. */
export const BUILD_FAILURE_VERDICTS = ['Compilation Error', 'Syntax Error'] as const;
export const isBuildFailure = (verdict: Verdict | null | undefined): boolean =>
  (BUILD_FAILURE_VERDICTS as readonly (string | null | undefined)[]).includes(verdict);

/** Where the student's code goes inside a problem's hidden driver (mainCode). */
export const USER_CODE_MARKER = '{{USER_CODE}}';

/** The program that is compiled and run: the student's code inside (or before) the driver. */
export function assembleProgram(userCode: string, mainCode: string): string {
  if (!mainCode.trim()) return userCode;
  if (mainCode.includes(USER_CODE_MARKER)) return mainCode.split(USER_CODE_MARKER).join(userCode);
  return `${userCode}\n\n${mainCode}\n`;
}

/**
 * Output comparison: trailing whitespace on each line and trailing blank lines at the end are
 * ignored; "\r\n" counts as "\n".
 */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

export const SUBMISSION_KINDS = ['run', 'submit', 'check'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_STATUSES = ['queued', 'running', 'done', 'error'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const ZTestResult = z.object({
  /** 0-based position in the problem's test list */
  index: z.number().int(),
  verdict: z.enum(VERDICTS),
  isHidden: z.boolean(),
  points: z.number(),
  timeMs: z.number().int(),
  memoryKb: z.number().int(),
  /** Left out for hidden tests when a student reads the submission. */
  input: z.string().optional(),
  expectedOutput: z.string().optional(),
  /** first 4 KB of what the program printed */
  stdout: z.string().optional(),
  stderr: z.string().optional(),
});
export type TestResult = z.infer<typeof ZTestResult>;

/** GET …/submissions/{id} → data.submission */
export const ZSubmission = z.object({
  _id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  language: ZCodeLanguage,
  /** the overall verdict: the first failing test's, or Accepted; null until judged */
  verdict: z.enum(VERDICTS).nullable(),
  compileOutput: z.string(),
  tests: z.array(ZTestResult),
  passed: z.number().int(),
  total: z.number().int(),
  /** passed tests' points scaled to the question's points (kind submit/check) */
  pointsEarned: z.number(),
  maxPoints: z.number(),
  /** why status is error (engine unreachable…), empty otherwise */
  error: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof ZSubmission>;
export const ZSubmissionData = z.object({ submission: ZSubmission });
/** POST /admin/coding-problems/check-solutions: one submission per reference solution. */
export const ZSubmissionsData = z.object({ submissions: z.array(ZSubmission) });

/** POST /whizz/{id}/attempt/run and …/submit-code */
export const ZRunCodeBody = z.strictObject({
  questionId: z.string().min(1).max(200),
  language: ZCodeLanguage,
  code: z
    .string({ error: ASSESS_MSG.sourceRequired })
    .refine((s) => s.trim().length > 0, ASSESS_MSG.sourceRequired)
    .refine((s) => byteLength(s) <= MAX_SOURCE_BYTES, ASSESS_MSG.sourceTooLarge),
});
export type RunCodeBody = z.infer<typeof ZRunCodeBody>;
