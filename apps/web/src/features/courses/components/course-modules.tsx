import { Eye, PlayCircle } from 'lucide-react';

import { COURSES_MSG, plural } from '@app/shared';

import { AnnouncementList } from '@/components/site/announcement-list';
import { ModuleItem } from '@/components/site/module-item';
import * as Accordion from '@/components/ui/accordion';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';

import type { useCourseAnnouncements, useCourseModules } from '../api/courses-api.ts';

const Skeleton = () => (
  <div aria-busy="true" className="space-y-3">
    {[0, 1, 2].map((i) => (
      <div key={i} aria-hidden="true" className="h-16 animate-pulse rounded-2xl bg-slate-200/70" />
    ))}
  </div>
);

/** GET /courses/{id}/modules: modules with their lessons; preview lessons are marked. */
export function CourseModules({
  courseId,
  modules: state,
}: {
  courseId: string;
  modules: ReturnType<typeof useCourseModules>;
}) {
  const { data: modules, error, refetch } = state;
  if (error && !modules) {
    return (
      <InlineError
        testId="course-modules-error"
        message={getErrorMessage(error, COURSES_MSG.fetchModulesFailed)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!modules) return <Skeleton />;
  return (
    <Accordion.Root
      type="multiple"
      data-testid="course-modules"
      className="space-y-3"
      key={courseId}
    >
      {modules.map((module, index) => {
        const minutes = module.lessons.reduce((n, l) => n + l.durationMinutes, 0);
        return (
          <ModuleItem
            key={module._id}
            value={module._id}
            testId="course-module"
            wide
            lead={
              <span className="text-xs font-bold tracking-widest text-brand-700 uppercase">
                Module {index + 1}
              </span>
            }
            title={module.title}
            summary={
              plural(module.lessons.length, 'lesson') +
              (minutes > 0
                ? ` · ${minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`}`
                : '')
            }
          >
            {module.description && (
              <p className="mb-3 text-sm leading-relaxed text-slate-600">{module.description}</p>
            )}
            <ul role="list" className="divide-y divide-slate-100">
              {module.lessons.map((lesson, i) => (
                <li key={i} className="flex items-center gap-3 py-2.5 text-sm text-slate-700">
                  <PlayCircle className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="flex-1">{lesson.title}</span>
                  {lesson.isPreview && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
                      <Eye className="size-3" aria-hidden="true" />
                      Preview
                    </span>
                  )}
                  {lesson.durationMinutes > 0 && (
                    <span className="text-xs text-slate-500 tabular-nums">
                      {lesson.durationMinutes} min
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </ModuleItem>
        );
      })}
    </Accordion.Root>
  );
}

/** GET /courses/{id}/announcements: the newest news first. */
export function CourseAnnouncements({
  state,
}: {
  state: ReturnType<typeof useCourseAnnouncements>;
}) {
  const { data: announcements, error, refetch } = state;
  if (error && !announcements) {
    return (
      <InlineError
        testId="course-announcements-error"
        message={getErrorMessage(error, COURSES_MSG.fetchAnnouncementsFailed)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!announcements) return <Skeleton />;
  return <AnnouncementList announcements={announcements} testId="course-announcements" />;
}
