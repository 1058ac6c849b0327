import { Eye, Send, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';

import { plural, type EmailPreview } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';

/** The message as one recipient will get it, and how many will get it. */
export function EmailPreviewCard({
  preview,
  isStale,
}: {
  preview: EmailPreview | null;
  isStale: boolean;
}) {
  return (
    <section
      aria-labelledby="email-preview-title"
      className="card overflow-hidden xl:sticky xl:top-20"
      data-testid="email-preview-card"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
        <Eye className="size-4 text-brand-600" aria-hidden="true" />
        <h2 id="email-preview-title" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
      </header>
      {!preview ? (
        <p className="px-5 py-10 text-center text-sm text-slate-600">
          Write the e-mail and press Preview to see it as a recipient will.
        </p>
      ) : (
        <div className="space-y-3 p-4 sm:p-5" aria-live="polite">
          {isStale && (
            <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              You changed the e-mail since this preview. Press Preview again.
            </p>
          )}
          <p
            className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900"
            data-testid="email-recipient-count"
          >
            <Users className="size-4" aria-hidden="true" />
            Goes to {plural(preview.recipientCount, 'person', 'people')}
          </p>
          <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-slate-500">To</dt>
            <dd className="min-w-0 break-words text-slate-900" data-testid="email-preview-to">
              {preview.name} &lt;{preview.to}&gt;
            </dd>
            <dt className="text-slate-500">Subject</dt>
            <dd
              className="min-w-0 font-semibold break-words text-slate-900"
              data-testid="email-preview-subject"
            >
              {preview.subject}
            </dd>
          </dl>
          <div
            className="max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
            data-testid="email-preview-body"
          >
            {preview.body}
          </div>
        </div>
      )}
    </section>
  );
}

/** "Are you sure?" before a bulk send, with the count; the confirm button is "Send". */
export function SendConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  onConfirm,
  isPending,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children?: ReactNode;
  onConfirm: () => void;
  isPending: boolean;
  testId: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      tone="brand"
      icon={Send}
      title={title}
      description={description}
      confirmLabel="Send"
      pendingLabel="Sending..."
      onConfirm={onConfirm}
      isPending={isPending}
      testId={testId}
    >
      {children && <div className="mt-4">{children}</div>}
    </ConfirmDialog>
  );
}
