import { CalendarRange, ExternalLink } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';

import type { Course } from '@app/shared';

import { EditorHeader } from '@/components/admin/admin-page-header';
import { useGuardedLeave } from '@/components/admin/use-guarded-leave';
import { buttonStyles } from '@/components/ui/button-styles';
import { LeaveGuard } from '@/components/ui/leave-guard';

import { editorSections } from '../lib/editor-sections.ts';
import { AnnouncementsPanel } from './announcements/announcements-panel.tsx';
import { CourseStateBadge } from './course-state-badge.tsx';
import { CourseForm } from './editor/course-form.tsx';
import { SectionIndex } from './editor/section-index.tsx';
import { ModulesEditor } from './modules/modules-editor.tsx';

type DirtyParts = { course: boolean; modules: boolean; announcement: boolean };

/**
 * The course editor page body: the course form and, once the course exists, its modules and
 * announcements. One leave guard covers all three (a router allows one blocker at a time).
 */
export function CourseEditorScreen({ course }: { course?: Course }) {
  const { allowRef, leave } = useGuardedLeave();
  const [dirty, setDirty] = useState<DirtyParts>({
    course: false,
    modules: false,
    announcement: false,
  });
  const onCourseDirty = useCallback((v: boolean) => setDirty((d) => ({ ...d, course: v })), []);
  const onModulesDirty = useCallback((v: boolean) => setDirty((d) => ({ ...d, modules: v })), []);
  const onAnnouncementDirty = useCallback(
    (v: boolean) => setDirty((d) => ({ ...d, announcement: v })),
    [],
  );

  const onCreated = useCallback(
    (created: Course) => leave(`/admin/courses/edit/${created._id}`, { replace: true }),
    [leave],
  );

  const sections = useMemo(() => editorSections(course !== undefined), [course]);

  return (
    <div className="mx-auto max-w-6xl">
      <LeaveGuard when={dirty.course || dirty.modules || dirty.announcement} allowRef={allowRef} />
      <EditorHeader
        noun="course"
        back={{ to: '/admin/courses', label: 'All courses' }}
        record={
          course && {
            name: course.title,
            badge: <CourseStateBadge state={course.state} />,
            updatedAt: course.updatedAt,
          }
        }
        newDescription="Fill in the details and create the course; modules and announcements come next."
        actions={
          course && (
            <>
              <Link
                to={`/admin/courses/${course._id}/batches`}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <CalendarRange className="size-4" aria-hidden="true" />
                Batches ({course.batchCount})
              </Link>
              {course.state === 'published' && (
                <a
                  href={`/courses/${course._id}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  data-testid="editor-view-public"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  View public page
                </a>
              )}
            </>
          )
        }
      />

      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="min-w-0 space-y-6">
          <CourseForm course={course} onDirtyChange={onCourseDirty} onCreated={onCreated} />
          {course && (
            <>
              <ModulesEditor courseId={course._id} onDirtyChange={onModulesDirty} />
              <AnnouncementsPanel courseId={course._id} onDirtyChange={onAnnouncementDirty} />
            </>
          )}
        </div>
        <aside className="hidden xl:block">
          <SectionIndex sections={sections} />
        </aside>
      </div>
    </div>
  );
}
