import { asc, count } from 'drizzle-orm';
import type { z } from 'zod';

import { ZCodingProblemBody, ZFibBody, ZMcqBody, type FibBody, type McqBody } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { codingProblems, fillInTheBlanks, mcqs } from '../../db/schema/index.ts';

/**
 * Demo question bank: MCQs (single and multiple), fill-in-the-blanks and three coding problems
 * whose boilerplate (what the student edits) and hidden driver (mainCode: reads stdin, calls the
 * student's function, prints) work together in JavaScript, Python, C++ and Java, each with a
 * working solution per language. Every entry goes through the same schema as the staff form.
 */

export const DEMO_MCQS: McqBody[] = [
  {
    question:
      'Which keyword declares a block-scoped variable that cannot be reassigned in JavaScript?',
    options: [
      { text: 'var', isCorrect: false },
      { text: 'let', isCorrect: false },
      { text: 'const', isCorrect: true },
      { text: 'static', isCorrect: false },
    ],
    selectionType: 'single',
    points: 2,
    difficulty: 'easy',
    tags: ['javascript', 'basics'],
  },
  {
    question: 'What is the time complexity of binary search on a sorted array of n elements?',
    options: [
      { text: 'O(n)', isCorrect: false },
      { text: 'O(log n)', isCorrect: true },
      { text: 'O(n log n)', isCorrect: false },
      { text: 'O(1)', isCorrect: false },
    ],
    selectionType: 'single',
    points: 2,
    difficulty: 'easy',
    tags: ['dsa', 'complexity'],
  },
  {
    question: 'Which of these are immutable types in Python?',
    options: [
      { text: 'tuple', isCorrect: true },
      { text: 'list', isCorrect: false },
      { text: 'str', isCorrect: true },
      { text: 'dict', isCorrect: false },
      { text: 'frozenset', isCorrect: true },
    ],
    selectionType: 'multiple',
    points: 4,
    difficulty: 'medium',
    tags: ['python'],
  },
  {
    question: 'Which HTTP methods are idempotent by definition?',
    options: [
      { text: 'GET', isCorrect: true },
      { text: 'POST', isCorrect: false },
      { text: 'PUT', isCorrect: true },
      { text: 'PATCH', isCorrect: false },
    ],
    selectionType: 'multiple',
    points: 4,
    difficulty: 'medium',
    tags: ['http', 'web'],
  },
  {
    question: 'Which data structure gives First-In-First-Out order?',
    options: [
      { text: 'Stack', isCorrect: false },
      { text: 'Queue', isCorrect: true },
      { text: 'Binary heap', isCorrect: false },
    ],
    selectionType: 'single',
    points: 1,
    difficulty: 'easy',
    tags: ['dsa'],
  },
  {
    question: 'In SQL, which clause filters groups after GROUP BY?',
    options: [
      { text: 'WHERE', isCorrect: false },
      { text: 'HAVING', isCorrect: true },
      { text: 'ORDER BY', isCorrect: false },
      { text: 'LIMIT', isCorrect: false },
    ],
    selectionType: 'single',
    points: 2,
    difficulty: 'medium',
    tags: ['sql', 'databases'],
  },
  {
    question: 'Which React hooks can hold a value that survives re-renders?',
    options: [
      { text: 'useState', isCorrect: true },
      { text: 'useRef', isCorrect: true },
      { text: 'useEffect', isCorrect: false },
      { text: 'useId', isCorrect: false },
    ],
    selectionType: 'multiple',
    points: 4,
    difficulty: 'hard',
    tags: ['react', 'javascript'],
  },
  {
    question: 'What does `git rebase` do to the commits of the current branch?',
    options: [
      { text: 'Deletes them', isCorrect: false },
      { text: 'Replays them on top of another base', isCorrect: true },
      { text: 'Merges them with a merge commit', isCorrect: false },
      { text: 'Pushes them to the remote', isCorrect: false },
    ],
    selectionType: 'single',
    points: 2,
    difficulty: 'medium',
    tags: ['git'],
  },
];

export const DEMO_FIBS: FibBody[] = [
  {
    question: 'The HTTP status code for "Not Found" is ____.',
    correctAnswer: '404',
    points: 1,
    difficulty: 'easy',
    tags: ['http', 'web'],
  },
  {
    question: 'In Python, the keyword used to define a function is ____.',
    correctAnswer: 'def',
    points: 1,
    difficulty: 'easy',
    tags: ['python', 'basics'],
  },
  {
    question: 'The CSS property that sets the space inside an element’s border is ____.',
    correctAnswer: 'padding',
    points: 1,
    difficulty: 'easy',
    tags: ['css', 'web'],
  },
  {
    question: 'A function that calls itself is called a ____ function.',
    correctAnswer: 'recursive',
    points: 2,
    difficulty: 'easy',
    tags: ['dsa', 'basics'],
  },
  {
    question: 'The git command that creates a local copy of a remote repository is git ____.',
    correctAnswer: 'clone',
    points: 2,
    difficulty: 'medium',
    tags: ['git'],
  },
  {
    question: 'In JavaScript, `typeof null` evaluates to the string ____.',
    correctAnswer: 'object',
    points: 3,
    difficulty: 'hard',
    tags: ['javascript'],
  },
];

// ---------------------------------------------------------------- coding problems

/** A coding problem exactly as the schema leaves it (every default written out). */
type CodingSeed = z.output<typeof ZCodingProblemBody>;

const JS_READ = "const input = require('fs').readFileSync(0, 'utf8');";
const CPP_HEAD = '#include <bits/stdc++.h>\nusing namespace std;\n';
const JAVA_HEAD = 'import java.io.*;\nimport java.util.*;\n';

const sumOfTwo: CodingSeed = {
  problemId: 'sum-of-two',
  title: 'Sum of two numbers',
  description:
    'Write a function that returns the sum of two integers a and b. The driver reads the numbers and prints what your function returns.',
  tags: ['math', 'basics'],
  inputFormat: 'One line with two integers a and b separated by a space.',
  outputFormat: 'One line with the value of a + b.',
  constraints: ['-10^9 <= a, b <= 10^9'],
  hints: [
    { language: 'general', text: 'The sum can exceed the range of a 32-bit integer.' },
    { language: 'cpp', text: 'Use long long.' },
    { language: 'java', text: 'Use long.' },
  ],
  boilerplate: [
    {
      language: 'javascript',
      code: 'function sum(a, b) {\n  // Write your code here\n}\n',
      mainCode: `${JS_READ}\nconst [a, b] = input.trim().split(/\\s+/).map(Number);\nconsole.log(String(sum(a, b)));\n`,
    },
    {
      language: 'python',
      code: 'def sum_two(a, b):\n    # Write your code here\n    pass\n',
      mainCode: 'import sys\n\na, b = map(int, sys.stdin.read().split())\nprint(sum_two(a, b))\n',
    },
    {
      language: 'cpp',
      code: 'long long sum(long long a, long long b) {\n    // Write your code here\n    return 0;\n}\n',
      mainCode: `${CPP_HEAD}\n{{USER_CODE}}\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << sum(a, b) << "\\n";\n    return 0;\n}\n`,
    },
    {
      language: 'java',
      code: 'class Solution {\n    static long sum(long a, long b) {\n        // Write your code here\n        return 0;\n    }\n}\n',
      mainCode: `${JAVA_HEAD}\n{{USER_CODE}}\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n        StringTokenizer st = new StringTokenizer(in.readLine());\n        long a = Long.parseLong(st.nextToken());\n        long b = Long.parseLong(st.nextToken());\n        System.out.println(Solution.sum(a, b));\n    }\n}\n`,
    },
  ],
  solutions: [
    { language: 'javascript', code: 'function sum(a, b) {\n  return a + b;\n}\n' },
    { language: 'python', code: 'def sum_two(a, b):\n    return a + b\n' },
    { language: 'cpp', code: 'long long sum(long long a, long long b) {\n    return a + b;\n}\n' },
    {
      language: 'java',
      code: 'class Solution {\n    static long sum(long a, long b) {\n        return a + b;\n    }\n}\n',
    },
  ],
  testCases: [
    { input: '2 3\n', expectedOutput: '5\n', isHidden: false, points: 1 },
    { input: '-7 7\n', expectedOutput: '0\n', isHidden: false, points: 1 },
    { input: '1000000000 1000000000\n', expectedOutput: '2000000000\n', isHidden: true, points: 2 },
    {
      input: '-1000000000 -999999999\n',
      expectedOutput: '-1999999999\n',
      isHidden: true,
      points: 2,
    },
  ],
  points: 10,
  difficulty: 'easy',
  isActive: true,
};

const reverseString: CodingSeed = {
  problemId: 'reverse-string',
  title: 'Reverse a string',
  description:
    'Write a function that returns the characters of a string in reverse order. The string may contain spaces and punctuation.',
  tags: ['strings', 'basics'],
  inputFormat: 'One line: the string s.',
  outputFormat: 'One line: s reversed.',
  constraints: ['1 <= length of s <= 10^5', 's contains printable ASCII characters'],
  hints: [
    { language: 'general', text: 'Swap characters from both ends moving towards the middle.' },
    { language: 'python', text: 'Slicing with a step of -1 reverses a sequence.' },
  ],
  boilerplate: [
    {
      language: 'javascript',
      code: 'function reverseString(s) {\n  // Write your code here\n}\n',
      mainCode: `${JS_READ}\nconst s = input.split('\\n')[0].replace(/\\r$/, '');\nconsole.log(reverseString(s));\n`,
    },
    {
      language: 'python',
      code: 'def reverse_string(s):\n    # Write your code here\n    pass\n',
      mainCode:
        "import sys\n\ns = sys.stdin.readline().rstrip('\\n').rstrip('\\r')\nprint(reverse_string(s))\n",
    },
    {
      language: 'cpp',
      code: 'string reverseString(const string& s) {\n    // Write your code here\n    return "";\n}\n',
      mainCode: `${CPP_HEAD}\n{{USER_CODE}}\n\nint main() {\n    string s;\n    getline(cin, s);\n    if (!s.empty() && s.back() == '\\r') s.pop_back();\n    cout << reverseString(s) << "\\n";\n    return 0;\n}\n`,
    },
    {
      language: 'java',
      code: 'class Solution {\n    static String reverseString(String s) {\n        // Write your code here\n        return "";\n    }\n}\n',
      mainCode: `${JAVA_HEAD}\n{{USER_CODE}}\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n        String s = in.readLine();\n        if (s == null) s = "";\n        System.out.println(Solution.reverseString(s));\n    }\n}\n`,
    },
  ],
  solutions: [
    {
      language: 'javascript',
      code: "function reverseString(s) {\n  return s.split('').reverse().join('');\n}\n",
    },
    { language: 'python', code: 'def reverse_string(s):\n    return s[::-1]\n' },
    {
      language: 'cpp',
      code: 'string reverseString(const string& s) {\n    return string(s.rbegin(), s.rend());\n}\n',
    },
    {
      language: 'java',
      code: 'class Solution {\n    static String reverseString(String s) {\n        return new StringBuilder(s).reverse().toString();\n    }\n}\n',
    },
  ],
  testCases: [
    { input: 'hello\n', expectedOutput: 'olleh\n', isHidden: false, points: 1 },
    { input: 'KodeSchool\n', expectedOutput: 'loohcSedoK\n', isHidden: false, points: 1 },
    { input: 'a\n', expectedOutput: 'a\n', isHidden: true, points: 1 },
    { input: 'race car\n', expectedOutput: 'rac ecar\n', isHidden: true, points: 2 },
    { input: 'Hello, World!\n', expectedOutput: '!dlroW ,olleH\n', isHidden: true, points: 2 },
  ],
  points: 20,
  difficulty: 'easy',
  isActive: true,
};

const fizzBuzzCount: CodingSeed = {
  problemId: 'fizzbuzz-count',
  title: 'FizzBuzz count',
  description:
    'In FizzBuzz, every number divisible by 3 or by 5 is replaced by a word. Write a function that returns how many of the numbers 1 to n are replaced.',
  tags: ['math', 'loops'],
  inputFormat: 'One line with the integer n.',
  outputFormat: 'One line: how many of 1..n are divisible by 3 or by 5.',
  constraints: ['1 <= n <= 10^9'],
  hints: [
    { language: 'general', text: 'A loop up to 10^9 is too slow: count the multiples instead.' },
    { language: 'general', text: 'Multiples of 15 are counted by both 3 and 5.' },
  ],
  boilerplate: [
    {
      language: 'javascript',
      code: 'function fizzBuzzCount(n) {\n  // Write your code here\n}\n',
      mainCode: `${JS_READ}\nconst n = Number(input.trim());\nconsole.log(String(fizzBuzzCount(n)));\n`,
    },
    {
      language: 'python',
      code: 'def fizz_buzz_count(n):\n    # Write your code here\n    pass\n',
      mainCode: 'import sys\n\nn = int(sys.stdin.read().strip())\nprint(fizz_buzz_count(n))\n',
    },
    {
      language: 'cpp',
      code: 'long long fizzBuzzCount(long long n) {\n    // Write your code here\n    return 0;\n}\n',
      mainCode: `${CPP_HEAD}\n{{USER_CODE}}\n\nint main() {\n    long long n;\n    cin >> n;\n    cout << fizzBuzzCount(n) << "\\n";\n    return 0;\n}\n`,
    },
    {
      language: 'java',
      code: 'class Solution {\n    static long fizzBuzzCount(long n) {\n        // Write your code here\n        return 0;\n    }\n}\n',
      mainCode: `${JAVA_HEAD}\n{{USER_CODE}}\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n        long n = Long.parseLong(in.readLine().trim());\n        System.out.println(Solution.fizzBuzzCount(n));\n    }\n}\n`,
    },
  ],
  solutions: [
    {
      language: 'javascript',
      code: 'function fizzBuzzCount(n) {\n  const f = (k) => Math.floor(n / k);\n  return f(3) + f(5) - f(15);\n}\n',
    },
    { language: 'python', code: 'def fizz_buzz_count(n):\n    return n // 3 + n // 5 - n // 15\n' },
    {
      language: 'cpp',
      code: 'long long fizzBuzzCount(long long n) {\n    return n / 3 + n / 5 - n / 15;\n}\n',
    },
    {
      language: 'java',
      code: 'class Solution {\n    static long fizzBuzzCount(long n) {\n        return n / 3 + n / 5 - n / 15;\n    }\n}\n',
    },
  ],
  testCases: [
    { input: '15\n', expectedOutput: '7\n', isHidden: false, points: 1 },
    { input: '1\n', expectedOutput: '0\n', isHidden: false, points: 1 },
    { input: '10\n', expectedOutput: '5\n', isHidden: true, points: 2 },
    { input: '100\n', expectedOutput: '47\n', isHidden: true, points: 2 },
    { input: '1000000000\n', expectedOutput: '466666667\n', isHidden: true, points: 4 },
  ],
  points: 30,
  difficulty: 'medium',
  isActive: true,
};

export const DEMO_CODING_PROBLEMS: CodingSeed[] = [sumOfTwo, reverseString, fizzBuzzCount];

async function isEmptyBank(
  db: Db,
  table: typeof mcqs | typeof fillInTheBlanks | typeof codingProblems,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function existingIds(
  db: Db,
  table: typeof mcqs | typeof fillInTheBlanks | typeof codingProblems,
) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(50);
  return rows.map((r) => r.id);
}

/**
 * Fills each bank that is empty with the demo questions (a bank that already has rows is left
 * alone). Returns the ids of each bank's rows in creation order: the demo ones, or the first 50
 * already there.
 */
export async function seedDemoQuestions(
  db: Db,
  opts: { createdBy: string | null },
): Promise<{ mcqIds: string[]; fibIds: string[]; codingIds: string[] }> {
  const createdBy = opts.createdBy;
  // Spread over the last hour, oldest first, so "newest first" lists show them in a stable order.
  const base = Date.now() - 60 * 60_000;
  const at = (i: number) => new Date(base + i * 1000);

  let mcqIds: string[];
  if (await isEmptyBank(db, mcqs)) {
    const rows = await db
      .insert(mcqs)
      .values(
        DEMO_MCQS.map((m, i) => {
          const b = ZMcqBody.parse(m);
          const createdAt = at(i);
          return { ...b, createdBy, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: mcqs.id });
    mcqIds = rows.map((r) => r.id);
  } else {
    mcqIds = await existingIds(db, mcqs);
  }

  let fibIds: string[];
  if (await isEmptyBank(db, fillInTheBlanks)) {
    const rows = await db
      .insert(fillInTheBlanks)
      .values(
        DEMO_FIBS.map((f, i) => {
          const b = ZFibBody.parse(f);
          const createdAt = at(100 + i);
          return { ...b, createdBy, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: fillInTheBlanks.id });
    fibIds = rows.map((r) => r.id);
  } else {
    fibIds = await existingIds(db, fillInTheBlanks);
  }

  let codingIds: string[];
  if (await isEmptyBank(db, codingProblems)) {
    const rows = await db
      .insert(codingProblems)
      .values(
        DEMO_CODING_PROBLEMS.map((p, i) => {
          const b = ZCodingProblemBody.parse(p);
          const createdAt = at(200 + i);
          return { ...b, createdBy, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: codingProblems.id });
    codingIds = rows.map((r) => r.id);
  } else {
    codingIds = await existingIds(db, codingProblems);
  }

  return { mcqIds, fibIds, codingIds };
}
