import { Send } from 'lucide-react';
import { useEffect } from 'react';

import { COURSES_MSG, ZAnnouncementBody, type AnnouncementBody } from '@app/shared';

import { Form, FormText, FormTextArea, SubmitButton, useZodForm } from '@/components/form';
import { toast } from '@/core/toast';

import { POST_ANNOUNCEMENT_FAILED, usePostAnnouncement } from '../../api/course-announcements.ts';

export type PanelProps = { courseId: string; onDirtyChange: (isDirty: boolean) => void };

const EMPTY: AnnouncementBody = { title: '', body: '' };

/** Posts a new announcement; the form empties once it is out. */
export function AnnouncementForm({ courseId, onDirtyChange }: PanelProps) {
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
          icon={Send}
          isLoading={post.isPending}
          loadingText="Posting..."
          data-testid="announcement-post"
        >
          Post announcement
        </SubmitButton>
      </div>
    </Form>
  );
}
