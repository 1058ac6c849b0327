/*
 * The home sections size themselves with container queries (@2xl, @5xl…) instead of viewport
 * breakpoints, so the editor's preview pane lays them out exactly as a screen of its width would.
 */

/** The page column: the same width as `.container-page`, padded by the container's width. */
export const shell = 'mx-auto w-full max-w-6xl px-5 @2xl:px-8';

/** Section spacing shared by every band below the hero. */
export const band = 'py-16 @2xl:py-24';

// Class names are spelled out in full so Tailwind's scanner finds them.
const SMALL_CARDS: Record<number, string> = {
  2: '@2xl:grid-cols-2',
  3: '@2xl:grid-cols-3',
  4: '@2xl:grid-cols-2 @5xl:grid-cols-4',
  5: '@2xl:grid-cols-2 @5xl:grid-cols-3',
  6: '@2xl:grid-cols-2 @5xl:grid-cols-3',
};
const LARGE_CARDS: Record<number, string> = {
  2: '@3xl:grid-cols-2',
  3: '@4xl:grid-cols-3',
  4: '@3xl:grid-cols-2',
};

/** Columns for short cards (highlights): up to four across, never a lonely last row of one. */
export const smallCardColumns = (count: number): string =>
  SMALL_CARDS[count] ?? (count > 6 ? '@2xl:grid-cols-2 @5xl:grid-cols-4' : '');

/** Columns for tall cards (courses, testimonials): at most three across. */
export const largeCardColumns = (count: number): string =>
  LARGE_CARDS[count] ?? (count > 4 ? '@3xl:grid-cols-2 @5xl:grid-cols-3' : '');
