import { Trash2 } from 'lucide-react';

import type { Announcement } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

/** The posted announcements, newest first, each with its delete button. */
export function AnnouncementList({
  announcements,
  onDelete,
}: {
  announcements: Announcement[];
  onDelete: (announcement: Announcement) => void;
}) {
  return (
    <ul className="space-y-3" data-testid="announcement-list">
      {announcements.map((a) => (
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
              onClick={() => onDelete(a)}
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
  );
}
