import { clsx } from 'clsx';
import { CalendarClock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';

import {
  formatWeekdayDateTime,
  LIVE_CLASS_MSG,
  plural,
  type AdminLiveClass,
  type LiveClassStatus,
} from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Modal } from '@/components/admin/modal';
import { SectionCard } from '@/components/admin/section-card';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatMinutes } from '@/core/countdown';
import { toast } from '@/core/toast';

import { useAdminLiveClasses, useDeleteLiveClass } from '../api/live-classes.ts';
import { AttendanceDialog, StudentsDialog } from './live-class-attendance.tsx';
import { LiveClassForm } from './live-class-form.tsx';

const STATUS_LABEL: Record<LiveClassStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live now',
  ended: 'Ended',
};
const STATUS_STYLE: Record<LiveClassStatus, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-200',
  live: 'bg-red-50 text-red-800 ring-red-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * The batch's live classes on its staff page: the list with attendance counts, scheduling (one
 * class or weekly for N weeks), editing (the recording link), deleting, each class's attendance
 * with the participant-CSV import, and classes attended per student.
 */
export function BatchLiveClasses({ batchId }: { batchId: string }) {
  const { data: classes, error, refetch } = useAdminLiveClasses(batchId);
  const [form, setForm] = useState<{ edit: AdminLiveClass | null } | null>(null);
  const [removing, setRemoving] = useState<AdminLiveClass | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<AdminLiveClass | null>(null);
  const [byStudent, setByStudent] = useState(false);
  const remove = useDeleteLiveClass(batchId);

  return (
    <SectionCard
      id="live-classes"
      icon={CalendarClock}
      title="Live classes"
      description="Times are India time (IST). Students can join from 10 minutes before the start."
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            icon={Users}
            onClick={() => setByStudent(true)}
            data-testid="live-by-student"
          >
            By student
          </Button>
          <Button
            size="sm"
            icon={Plus}
            onClick={() => setForm({ edit: null })}
            data-testid="live-schedule"
          >
            Schedule class
          </Button>
        </>
      }
    >
      {error && !classes ? (
        <InlineError
          testId="live-admin-error"
          message={getErrorMessage(error, 'Could not load the live classes.')}
          onRetry={() => void refetch()}
        />
      ) : !classes ? (
        <p className="text-sm text-slate-600">Loading live classes…</p>
      ) : classes.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="live-admin-empty">
          No live classes yet. Schedule one, or a weekly series in one step.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
          data-testid="live-admin-list"
        >
          {classes.map((c) => (
            <li
              key={c._id}
              data-testid="live-admin-row"
              className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words text-slate-900">{c.title}</span>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                      STATUS_STYLE[c.status],
                    )}
                  >
                    {STATUS_LABEL[c.status]}
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-slate-600">
                  {formatWeekdayDateTime(c.startsAt)} IST · {formatMinutes(c.durationMinutes)} ·{' '}
                  <span data-testid="live-admin-attended">
                    {plural(c.attendedCount, 'attendee')}
                  </span>
                  {c.recordingUrl && ' · Recording added'}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                {(
                  [
                    ['Attendance', Users, () => setAttendanceOf(c)],
                    ['Edit', Pencil, () => setForm({ edit: c })],
                    ['Delete', Trash2, () => setRemoving(c)],
                  ] as const
                ).map(([label, icon, onClick]) => (
                  <Button
                    key={label}
                    variant={label === 'Delete' ? 'danger' : 'secondary'}
                    size="sm"
                    icon={icon}
                    onClick={onClick}
                    data-testid={`live-admin-${label.toLowerCase()}`}
                  >
                    <span className="max-sm:sr-only">{label}</span>
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.edit ? 'Edit live class' : 'Schedule a live class'}
        description="India time (IST). The join link can be Zoom, Meet, Teams or any https link."
        widthClassName="max-w-lg"
        testId="live-form-dialog"
      >
        {form && (
          <LiveClassForm
            key={form.edit?._id ?? 'new'}
            batchId={batchId}
            edit={form.edit}
            onClose={() => setForm(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this live class?"
        description={
          removing
            ? `"${removing.title}" on ${formatWeekdayDateTime(removing.startsAt)} IST and its attendance will be deleted.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        tone="danger"
        icon={Trash2}
        testId="live-delete-dialog"
        confirmTestId="live-delete-confirm"
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing._id, {
            onSuccess: () => {
              toast.success(LIVE_CLASS_MSG.deleted);
              setRemoving(null);
            },
            onError: (e) => toast.error(e.message),
          });
        }}
      />

      <AttendanceDialog
        batchId={batchId}
        liveClass={attendanceOf}
        onClose={() => setAttendanceOf(null)}
      />
      <StudentsDialog batchId={batchId} open={byStudent} onClose={() => setByStudent(false)} />
    </SectionCard>
  );
}
