import { newId } from '../core/ids.ts';
import type { Db } from '../db/client.ts';
import { codingProblems, type StoredTestCase } from '../db/schema/index.ts';

/**
 * "Add two numbers", the coding problem the judge tests solve: the student writes add(a, b) and
 * a hidden driver reads the two numbers and prints the sum.
 */
export const ADD_PROBLEM_TEXT = {
  title: 'Add two numbers',
  description: 'Return the **sum** of a and b.',
  inputFormat: 'Two integers a and b',
  outputFormat: 'Their sum',
  constraints: ['-10^9 <= a, b <= 10^9'],
  hints: [{ language: 'general' as const, text: 'Use +' }],
};
/** The code a student starts from. */
export const ADD_STUB = 'function add(a, b) {\n  // your code\n}';
/** One visible test and two hidden ones (inputs "5 7" and "10 -3"). */
export const ADD_TESTS: StoredTestCase[] = [
  { input: '1 2\n', expectedOutput: '3', isHidden: false, points: 1 },
  { input: '5 7\n', expectedOutput: '12', isHidden: true, points: 1 },
  { input: '10 -3\n', expectedOutput: '7', isHidden: true, points: 2 },
];
export const ADD_DRIVER = [
  '{{USER_CODE}}',
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
  'console.log(add(a, b));',
].join('\n');

/** Inserts "Add two numbers" (10 points, easy), with `values` over its columns. */
export async function insertAddProblem(
  db: Db,
  values: Partial<typeof codingProblems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(codingProblems)
    .values({
      problemId: `add-${newId().slice(-8)}`,
      ...ADD_PROBLEM_TEXT,
      boilerplate: [{ language: 'javascript', code: ADD_STUB, mainCode: ADD_DRIVER }],
      solutions: [{ language: 'javascript', code: 'function add(a, b) { return a + b; }' }],
      testCases: ADD_TESTS,
      points: 10,
      difficulty: 'easy',
      ...values,
    })
    .returning();
  return row!;
}
