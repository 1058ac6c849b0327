import { Megaphone } from 'lucide-react';
import { useState } from 'react';

import { COURSES_MSG, type Announcement } from '@app/shared';

import { DeleteDialog, toastThenClose } from '@/components/admin/delete-dialog';
import { EmptyNote } from '@/components/admin/field-array-list';
import { QueryBlock } from '@/components/admin/query-block';

import {
  DELETE_ANNOUNCEMENT_FAILED,
  useCourseAnnouncements,
  useDeleteAnnouncement,
} from '../../api/course-announcements.ts';
import { EditorCard } from '../editor-card.tsx';
import { AnnouncementForm, type PanelProps } from './announcement-form.tsx';
import { AnnouncementList } from './announcement-list.tsx';

/** Announcements of a course: post a new one, see them newest first, delete with a confirm. */
export function AnnouncementsPanel({ courseId, onDirtyChange }: PanelProps) {
  const query = useCourseAnnouncements(courseId);
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const remove = useDeleteAnnouncement();

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { id: courseId, announcementId: toDelete._id },
      toastThenClose(() => setToDelete(null), DELETE_ANNOUNCEMENT_FAILED),
    );
  };

  return (
    <EditorCard
      id="announcements"
      icon={Megaphone}
      description="News for enrolled students, shown in their classroom."
    >
      <AnnouncementForm courseId={courseId} onDirtyChange={onDirtyChange} />

      <div className="border-t border-slate-200 pt-5">
        <h3 className="mb-3 text-sm font-semibold text-slate-900">
          Posted
          {query.data && query.data.length > 0 && (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 tabular-nums">
              {query.data.length}
            </span>
          )}
        </h3>
        <QueryBlock
          query={query}
          loadingLabel="Loading announcements…"
          skeletonClassName="h-20"
          failedMessage={COURSES_MSG.fetchAnnouncementsFailed}
        >
          {(announcements) =>
            announcements.length === 0 ? (
              <EmptyNote>Nothing posted yet.</EmptyNote>
            ) : (
              <AnnouncementList announcements={announcements} onDelete={setToDelete} />
            )
          }
        </QueryBlock>
      </div>

      <DeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        noun="announcement"
        subject={toDelete?.title}
        consequence=" disappears from every student's classroom. This cannot be undone."
        onConfirm={onConfirmDelete}
        isPending={remove.isPending}
        testId="announcement-delete-dialog"
      />
    </EditorCard>
  );
}
