import type { CourseModule } from '@app/shared';

export type LessonValues = { title: string; durationMinutes: number; isPreview: boolean };
export type ModuleValues = { title: string; description: string; lessons: LessonValues[] };
/** The modules editor's values: ZCourseModulesBody with every part present. */
export type ModulesFormValues = { modules: ModuleValues[] };

export function modulesToValues(modules: CourseModule[]): ModulesFormValues {
  return {
    modules: [...modules]
      .sort((a, b) => a.order - b.order)
      .map((m) => ({
        title: m.title,
        description: m.description,
        lessons: m.lessons.map((l) => ({
          title: l.title,
          durationMinutes: l.durationMinutes,
          isPreview: l.isPreview,
        })),
      })),
  };
}

export const emptyModule = (): ModuleValues => ({ title: '', description: '', lessons: [] });
export const emptyLesson = (): LessonValues => ({
  title: '',
  durationMinutes: 0,
  isPreview: false,
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
