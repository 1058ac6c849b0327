import { Megaphone } from 'lucide-react';

import type { Announcement } from '@app/shared';

import { IconTile } from '@/components/ui/icon-tile';
import { formatDate } from '@/core/format-date';

/** A course's announcements as cards, newest first: title, date, author and the text. */
export function AnnouncementList({
  announcements,
  testId,
  itemTestId,
}: {
  announcements: Announcement[];
  testId: string;
  itemTestId?: string;
}) {
  return (
    <ol role="list" data-testid={testId} className="space-y-3">
      {announcements.map((a) => (
        <li
          key={a._id}
          data-testid={itemTestId}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
        >
          <IconTile icon={Megaphone} className="size-10 shrink-0 bg-amber-100 text-amber-800" />
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
