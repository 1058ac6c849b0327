import type { LessonResource } from '@app/shared';

/** The demo coding problems (seedDemoQuestions) a practice lesson can name, by problemId slug. */
export type DemoProblem = 'sum-of-two' | 'reverse-string' | 'fizzbuzz-count';

/**
 * What one demo lesson teaches. A practice lesson's body is a full article: when its problem is
 * missing the lesson stays an article with those notes.
 */
export type LessonContent =
  | { kind: 'video'; videoUrl: string; body: string; resources?: LessonResource[] }
  | { kind: 'article'; body: string; resources?: LessonResource[] }
  | { kind: 'resources'; body?: string; resources: LessonResource[] }
  | { kind: 'practice'; problem: DemoProblem; body: string };

/** A demo course (matched by title) and the content of its lessons, by lesson title. */
export type CourseLessonContent = { course: string; lessons: Record<string, LessonContent> };

/** Public freeCodeCamp courses on YouTube used by the demo video lessons. */
export const YOUTUBE = {
  html: 'https://www.youtube.com/watch?v=pQN-pnXPaVg',
  css: 'https://www.youtube.com/watch?v=1Rs2ND1ryYc',
  javascript: 'https://www.youtube.com/watch?v=PkZNo7MFNFg',
  react: 'https://www.youtube.com/watch?v=bMknfKXIFA8',
  node: 'https://www.youtube.com/watch?v=Oe421EPjeBE',
  sql: 'https://www.youtube.com/watch?v=HXV3zeQKqGY',
  python: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
  dsa: 'https://www.youtube.com/watch?v=8hly31xKli0',
  git: 'https://www.youtube.com/watch?v=RGOj5yH7evk',
  docker: 'https://www.youtube.com/watch?v=fqMOX6JJhGo',
  machineLearning: 'https://www.youtube.com/watch?v=i_LwzRVP7bg',
} as const;

/**
 * Markdown written in a template literal: `~~~lang` fences become ``` fences (no escaped
 * backticks in the tables) and the surrounding blank lines go.
 */
export const md = (text: string): string => text.replaceAll('~~~', '```').trim();
