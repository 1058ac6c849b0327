import type { Lesson, LessonInput, LessonOutline } from '@app/shared';

import { newId } from './ids.ts';

/**
 * A lesson as stored in its module's `lessons` (jsonb): every content field present and its own
 * `_id` (kept when given, so progress follows a lesson that moves). Seeds and tests build theirs
 * with it too.
 */
export function storedLesson(input: LessonInput, id: string = input._id ?? newId()): Lesson {
  return {
    _id: id,
    title: input.title,
    durationMinutes: input.durationMinutes ?? 0,
    isPreview: input.isPreview ?? false,
    kind: input.kind ?? 'article',
    videoUrl: input.videoUrl ?? '',
    body: input.body ?? '',
    resources: input.resources ?? [],
    problemId: input.problemId ?? null,
  };
}

/** A lesson without its content: what the public syllabus shows. */
export function lessonOutline(l: Lesson): LessonOutline {
  return {
    _id: l._id,
    title: l.title,
    durationMinutes: l.durationMinutes,
    isPreview: l.isPreview,
    kind: l.kind,
  };
}
