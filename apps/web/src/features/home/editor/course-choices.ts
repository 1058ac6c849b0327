import { createContext, useContext } from 'react';

import type { AdminHomeData, HomeCourse } from '@app/shared';

export type CourseChoices = Pick<AdminHomeData, 'courseChoices' | 'hiddenCourses'>;

/** The catalogue as the editor knows it: the picker offers it, the preview draws from it. */
export const CourseChoicesContext = createContext<CourseChoices>({
  courseChoices: [],
  hiddenCourses: [],
});

export const useCourseChoices = () => useContext(CourseChoicesContext);

/** The picked ids as the page would show them: published choices only, in the picked order. */
export function pickedCourses(ids: readonly string[], choices: HomeCourse[]): HomeCourse[] {
  const byId = new Map(choices.map((c) => [c._id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
