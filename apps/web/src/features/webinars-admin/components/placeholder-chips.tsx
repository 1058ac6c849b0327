import { Braces } from 'lucide-react';

import { EMAIL_PLACEHOLDERS, type EmailPlaceholder } from '@app/shared';

const HINTS: Record<EmailPlaceholder, string> = {
  name: "The registrant's name",
  webinarTitle: "The webinar's title",
  joinLink: 'The join link',
  startTime: 'The start time in IST, e.g. 21 Nov 2026, 6:00 pm',
};

/** One button per placeholder; a click puts it where the caret was in the subject or message. */
export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-1.5"
      role="group"
      aria-label="Insert a placeholder"
    >
      <span className="mr-1 flex items-center gap-1 text-xs font-medium text-slate-500">
        <Braces className="size-3.5" aria-hidden="true" />
        Insert
      </span>
      {EMAIL_PLACEHOLDERS.map((key) => (
        <button
          key={key}
          type="button"
          title={HINTS[key]}
          // Keep the caret in the field being written, so the token lands where it was.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(`{${key}}`)}
          className="inline-flex h-7 items-center rounded-full border border-brand-200 bg-brand-50 px-2.5 font-mono text-xs font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-100"
          data-testid={`placeholder-${key}`}
        >
          {`{${key}}`}
        </button>
      ))}
    </div>
  );
}
