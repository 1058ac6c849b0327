import { plural, type AdminCourseModule, type Lesson } from '@app/shared';

/** A lesson in the editor: what the server keeps; a lesson not saved yet has no _id. */
export type LessonValues = Omit<Lesson, '_id'> & { _id?: string };
export type ModuleValues = {
  title: string;
  description: string;
  unlockDay: number | null;
  lessons: LessonValues[];
};
/** The modules editor's values: ZCourseModulesBody with every part present. */
export type ModulesFormValues = { modules: ModuleValues[] };

/**
 * The saved modules as form values, in order. Each lesson keeps its _id and content, so saving
 * the list keeps students' progress on the lessons that stay.
 */
export function modulesToValues(modules: AdminCourseModule[]): ModulesFormValues {
  return {
    modules: [...modules]
      .sort((a, b) => a.order - b.order)
      .map((m) => ({
        title: m.title,
        description: m.description,
        unlockDay: m.unlockDay,
        lessons: m.lessons.map((l) => ({ ...l, resources: l.resources.map((r) => ({ ...r })) })),
      })),
  };
}

export const emptyModule = (): ModuleValues => ({
  title: '',
  description: '',
  unlockDay: null,
  lessons: [],
});
export const emptyLesson = (): LessonValues => ({
  title: '',
  durationMinutes: 0,
  isPreview: false,
  kind: 'article',
  videoUrl: '',
  body: '',
  resources: [],
  problemId: null,
});

/** Minutes typed as text: empty means 0 (not given), anything else its number. */
export function toMinutes(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? 0 : Number(text);
}

/** '1 h 35 min', '45 min' or '' for 0. */
export function formatMinutes(total: number): string {
  if (!Number.isFinite(total) || total <= 0) return '';
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A lesson's place in the modules form: `modules.0.lessons.1`. */
export type LessonPath = `modules.${number}.lessons.${number}`;

/** What a lesson's content field (video, resources, problem) is given: where the lesson sits in
 * the form, whether its kind needs the field, and its test id. */
export type LessonFieldProps = { base: LessonPath; isRequired: boolean; testId: string };

/** The parts of a lesson that its Content panel edits (an error on one opens the panel). */
export const LESSON_CONTENT_FIELDS = ['videoUrl', 'body', 'resources', 'problemId'] as const;

/** A lesson's content in a few words, for its collapsed row: 'YouTube video · notes · 2 resources'. */
export function contentSummary(
  lesson: Pick<LessonValues, 'videoUrl' | 'body' | 'resources' | 'problemId'>,
  videoLabel: string | null,
): string {
  const resources = lesson.resources.length;
  const parts = [
    lesson.videoUrl.trim() ? (videoLabel ?? 'video link') : null,
    lesson.body.trim() ? 'notes' : null,
    resources ? plural(resources, 'resource') : null,
    lesson.problemId ? 'coding problem' : null,
  ].filter(Boolean);
  const text = parts.join(' · ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'No content yet';
}
