import { Megaphone } from 'lucide-react';

import { COURSES_MSG } from '@app/shared';

import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatDate } from '@/core/format-date';

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
    <ol role="list" data-testid="classroom-announcements" className="space-y-3">
      {announcements.map((a) => (
        <li
          key={a._id}
          data-testid="classroom-announcement"
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
            <Megaphone className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-bold break-words text-slate-900">{a.title}</h3>
            <p className="mt-0.5 text-xs text-slate-500">
              <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
              {a.createdBy && ` · ${a.createdBy.name}`}
            </p>
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
              {a.body}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
