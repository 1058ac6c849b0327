import type { HomeData } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

/** 'Last published {date} by {name}', or that the default content is live. */
export function PublishedNote({ data }: { data: HomeData }) {
  const date = data.updatedAt ? formatDateTime(data.updatedAt) : null;
  return (
    <span data-testid="edit-home-published">
      {date ? (
        <>
          Last published <time dateTime={data.updatedAt ?? undefined}>{date}</time>
          {data.updatedBy && (
            <>
              {' '}
              by <span className="font-medium text-slate-800">{data.updatedBy.name}</span>
            </>
          )}
        </>
      ) : (
        'Visitors see the default content until you publish.'
      )}
    </span>
  );
}
