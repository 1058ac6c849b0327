import { useState } from 'react';

import type { CallbackRequest } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/core/format-date';

import { useUpdateCallback } from '../api/admin-update-callback.ts';
import {
  AssigneeCell,
  EnquiryBadge,
  FollowUpCell,
  formatContact,
} from './admin-callback-cells.tsx';

const NOTES_MAX = 2000;

/** One callback request in full, with its staff notes editor. */
export function CallbackDrawer({
  callback,
  onClose,
}: {
  callback: CallbackRequest | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={callback !== null}
      onOpenChange={(open) => !open && onClose()}
      title={callback?.name ?? 'Callback request'}
      description={callback ? `Requested ${formatDateTime(callback.createdAt)}` : undefined}
      testId="callback-drawer"
    >
      {callback && <CallbackDetails key={callback._id} callback={callback} onSaved={onClose} />}
    </Drawer>
  );
}

function CallbackDetails({
  callback,
  onSaved,
}: {
  callback: CallbackRequest;
  onSaved: () => void;
}) {
  const [notes, setNotes] = useState(callback.staffNotes);
  const update = useUpdateCallback();
  const isDirty = notes.trim() !== callback.staffNotes;
  const utm = callback.utm;

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-500">Contact</dt>
        <dd>
          <a
            href={`tel:${callback.contact.code}${callback.contact.number}`}
            className="font-medium text-slate-900 tabular-nums hover:text-brand-700"
          >
            {formatContact(callback.contact)}
          </a>
        </dd>
        <dt className="text-slate-500">Enquiry</dt>
        <dd>
          <EnquiryBadge type={callback.enquiryFor} />
        </dd>
        {callback.courseId && (
          <>
            <dt className="text-slate-500">Course</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{callback.courseId}</dd>
          </>
        )}
        <dt className="text-slate-500">Their notes</dt>
        <dd className="whitespace-pre-wrap text-slate-800">{callback.notes || '—'}</dd>
        <dt className="text-slate-500">Source</dt>
        <dd className="text-slate-800">
          {utm?.source
            ? [utm.source, utm.medium, utm.campaign, utm.term, utm.content]
                .filter(Boolean)
                .join(' / ')
            : 'Direct'}
        </dd>
        <dt className="self-center text-slate-500">Follow-up</dt>
        <dd>
          <FollowUpCell row={callback} />
        </dd>
        <dt className="self-center text-slate-500">Assigned to</dt>
        <dd>
          <AssigneeCell row={callback} />
        </dd>
      </dl>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { id: callback._id, patch: { staffNotes: notes.trim() }, announce: true },
            { onSuccess: onSaved },
          );
        }}
        className="space-y-3 border-t border-slate-200 pt-5"
      >
        <AdminField label="Staff notes" hint={`Only staff see these. ${notes.length}/${NOTES_MAX}`}>
          <textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value.slice(0, NOTES_MAX))}
            rows={6}
            placeholder="What was discussed, next steps, best time to call…"
            data-testid="callback-notes-input"
            className={adminInputClass}
          />
        </AdminField>
        <div className="flex justify-end gap-2">
          <Button
            type="submit"
            size="sm"
            disabled={!isDirty}
            isLoading={update.isPending}
            loadingText="Saving…"
            data-testid="callback-notes-save"
          >
            Save notes
          </Button>
        </div>
      </form>
    </div>
  );
}
