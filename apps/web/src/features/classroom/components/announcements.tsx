import { COURSES_MSG } from '@app/shared';

import { AnnouncementList } from '@/components/site/announcement-list';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';

import type { useCourseAnnouncements } from '../api/get-course-content.ts';
import { BlockSkeleton } from './block-skeleton.tsx';

/** The course's announcements, newest first. */
export function Announcements({ state }: { state: ReturnType<typeof useCourseAnnouncements> }) {
  const { data: announcements, error, refetch } = state;
  if (error && !announcements) {
    return (
      <InlineError
        testId="classroom-announcements-error"
        message={getErrorMessage(error, COURSES_MSG.fetchAnnouncementsFailed)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!announcements) return <BlockSkeleton rows={2} height="h-24" />;
  if (announcements.length === 0) {
    return (
      <p
        data-testid="classroom-announcements-empty"
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600"
      >
        No announcements yet. News from your instructors will show up here.
      </p>
    );
  }
  return (
    <AnnouncementList
      announcements={announcements}
      testId="classroom-announcements"
      itemTestId="classroom-announcement"
    />
  );
}
