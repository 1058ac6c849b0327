import { Megaphone, RotateCw, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';

import {
  COURSES_MSG,
  ZAnnouncementBody,
  type Announcement,
  type AnnouncementBody,
} from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SectionCard } from '@/components/admin/section-card';
import { Form, FormText, FormTextArea, SubmitButton, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import {
  DELETE_ANNOUNCEMENT_FAILED,
  POST_ANNOUNCEMENT_FAILED,
  useCourseAnnouncements,
  useDeleteAnnouncement,
  usePostAnnouncement,
} from '../../api/course-announcements.ts';

type PanelProps = { courseId: string; onDirtyChange: (isDirty: boolean) => void };

/** Announcements of a course: post a new one, see them newest first, delete with a confirm. */
export function AnnouncementsPanel({ courseId, onDirtyChange }: PanelProps) {
  const query = useCourseAnnouncements(courseId);
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const remove = useDeleteAnnouncement();

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { id: courseId, announcementId: toDelete._id },
      {
        onSuccess: (message) => {
          toast.success(message);
          setToDelete(null);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, DELETE_ANNOUNCEMENT_FAILED));
          setToDelete(null);
        },
      },
    );
  };

  return (
    <SectionCard
      id="announcements"
      icon={Megaphone}
      title="Announcements"
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
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only" role="status">
              Loading announcements…
            </span>
            {[0, 1].map((i) => (
              <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800">
            <p className="font-semibold">{COURSES_MSG.fetchAnnouncementsFailed}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void query.refetch()}
              isLoading={query.isFetching}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            Nothing posted yet.
          </p>
        ) : (
          <ul className="space-y-3" data-testid="announcement-list">
            {query.data.map((a) => (
              <li
                key={a._id}
                data-testid="announcement"
                className="rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3"
              >
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">{a.title}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                      {a.createdBy && ` · ${a.createdBy.name}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setToDelete(a)}
                    aria-label={`Delete announcement ${a.title}`}
                    title="Delete"
                    data-testid="announcement-delete"
                    className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                  {a.body}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this announcement?"
        description={
          <>
            <span className="font-semibold text-slate-800">{toDelete?.title}</span> disappears from
            every student&apos;s classroom. This cannot be undone.
          </>
        }
        confirmLabel="Delete announcement"
        pendingLabel="Deleting..."
        onConfirm={onConfirmDelete}
        isPending={remove.isPending}
        testId="announcement-delete-dialog"
      />
    </SectionCard>
  );
}

const EMPTY: AnnouncementBody = { title: '', body: '' };

function AnnouncementForm({ courseId, onDirtyChange }: PanelProps) {
  const form = useZodForm(ZAnnouncementBody, { defaultValues: EMPTY });
  const { isDirty } = form.formState;
  const post = usePostAnnouncement();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = async (body: AnnouncementBody) => {
    const { message } = await post.mutateAsync({ id: courseId, body });
    form.reset(EMPTY);
    toast.success(message || COURSES_MSG.announcementCreated);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={POST_ANNOUNCEMENT_FAILED}
      aria-label="New announcement"
      className="space-y-4"
      data-testid="announcement-form"
    >
      <FormText
        name="title"
        label="Title"
        maxLength={200}
        autoComplete="off"
        placeholder="e.g. Live doubt session on Saturday"
        inputClassName="h-10"
        testId="announcement-title"
      />
      <FormTextArea
        name="body"
        label="Message"
        rows={3}
        placeholder="What students need to know."
        autoGrow
        inputClassName="min-h-24"
        testId="announcement-body"
      />
      <div className="flex justify-end">
        <SubmitButton
          size="sm"
          isLoading={post.isPending}
          loadingText="Posting..."
          data-testid="announcement-post"
        >
          <Send className="size-4" aria-hidden="true" />
          Post announcement
        </SubmitButton>
      </div>
    </Form>
  );
}
