import { clsx } from 'clsx';
import { CalendarClock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';

import {
  formatWeekdayDateTime,
  istNextHour,
  ATTENDANCE_MAX_BYTES,
  ATTENDANCE_TOO_LARGE,
  LIVE_CLASS_MSG,
  plural,
  ZLiveClassBody,
  ZLiveClassUpdateBody,
  type AdminLiveClass,
  type AttendanceReport,
  type LiveClassStatus,
  type LiveClassValues,
} from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { CsvFileButton } from '@/components/admin/csv-file-button';
import { Modal } from '@/components/admin/modal';
import { SectionCard } from '@/components/admin/section-card';
import {
  Form,
  FormDateTime,
  FormNumber,
  FormText,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatMinutes } from '@/core/countdown';
import { toast } from '@/core/toast';

import {
  useAdminLiveClasses,
  useDeleteLiveClass,
  useImportLiveAttendance,
  useLiveClassAttendance,
  useLiveClassStudents,
  useScheduleLiveClass,
  useUpdateLiveClass,
} from '../api/live-classes.ts';

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
                <Button
                  variant="secondary"
                  size="sm"
                  icon={Users}
                  onClick={() => setAttendanceOf(c)}
                  data-testid="live-admin-attendance"
                >
                  <span className="max-sm:sr-only">Attendance</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={Pencil}
                  onClick={() => setForm({ edit: c })}
                  data-testid="live-admin-edit"
                >
                  <span className="max-sm:sr-only">Edit</span>
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  icon={Trash2}
                  onClick={() => setRemoving(c)}
                  data-testid="live-admin-delete"
                >
                  <span className="max-sm:sr-only">Delete</span>
                </Button>
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

type FormValues = {
  title: string;
  startsAt: string;
  durationMinutes: number;
  joinLink: string;
  recordingUrl: string;
  repeatWeeks: number;
};

function LiveClassForm({
  batchId,
  edit,
  onClose,
}: {
  batchId: string;
  edit: AdminLiveClass | null;
  onClose: () => void;
}) {
  const schedule = useScheduleLiveClass(batchId);
  const update = useUpdateLiveClass(batchId);
  const form = useZodForm(
    (edit ? ZLiveClassUpdateBody : ZLiveClassBody) as z.ZodType<LiveClassValues>,
    {
      defaultValues: {
        title: edit?.title ?? '',
        startsAt: edit?.startsAt ?? istNextHour(),
        durationMinutes: edit?.durationMinutes ?? 60,
        joinLink: edit?.joinLink ?? '',
        recordingUrl: edit?.recordingUrl ?? '',
        ...(edit ? {} : { repeatWeeks: 1 }),
      } as FormValues,
      mode: 'onTouched',
    },
  );

  const onSubmit = async (values: LiveClassValues) => {
    if (edit) {
      const { repeatWeeks: _ignored, ...body } = values as LiveClassValues;
      await update.mutateAsync({
        id: edit._id,
        body: { ...body, recordingUrl: body.recordingUrl ?? '' },
      });
      toast.success(LIVE_CLASS_MSG.updated);
    } else {
      const { message } = await schedule.mutateAsync(values);
      toast.success(message);
    }
    onClose();
  };
  const pending = schedule.isPending || update.isPending;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      failureMessage="Could not save the live class"
      tell="toast"
      className="space-y-4 pb-5"
    >
      <FormText<FormValues> name="title" label="Title" maxLength={150} testId="live-title-input" />
      <FormDateTime<FormValues>
        name="startsAt"
        label="Starts at"
        timeLabel="Starts at: time of day"
        hint="India time (IST)"
        testId="live-start-input"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumber<FormValues>
          name="durationMinutes"
          label="Duration (minutes)"
          hint="15 to 600 minutes."
          type="number"
          min={15}
          max={600}
          step={5}
          testId="live-duration-input"
        />
        {!edit && (
          <FormNumber<FormValues>
            name="repeatWeeks"
            label="Repeat weekly for N weeks"
            hint="1 is a single class; up to 26."
            type="number"
            min={1}
            max={26}
            testId="live-repeat-input"
          />
        )}
      </div>
      <FormText<FormValues>
        name="joinLink"
        label="Join link"
        placeholder="https://meet.google.com/abc-defg-hij"
        testId="live-link-input"
      />
      <FormText<FormValues>
        name="recordingUrl"
        label="Recording link"
        hint="Optional: add it after the class; students see “Watch recording”."
        placeholder="https://www.youtube.com/watch?v=…"
        testId="live-recording-input"
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton isLoading={pending} loadingText="Saving…" data-testid="live-save">
          {edit ? 'Save' : 'Schedule'}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The class's attendance: every enrolled student, and the participant-CSV import. */
function AttendanceDialog({
  batchId,
  liveClass,
  onClose,
}: {
  batchId: string;
  liveClass: AdminLiveClass | null;
  onClose: () => void;
}) {
  const { data, error } = useLiveClassAttendance(batchId, liveClass?._id ?? null);
  return (
    <Modal
      open={liveClass !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Attendance"
      description={
        liveClass
          ? `${liveClass.title} · ${formatWeekdayDateTime(liveClass.startsAt)} IST`
          : undefined
      }
      widthClassName="max-w-2xl"
      testId="live-attendance-dialog"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {liveClass && (
        <div className="space-y-4 pb-1">
          <CsvImport batchId={batchId} classId={liveClass._id} />
          {error ? (
            <p className="text-sm text-red-700">
              {getErrorMessage(error, 'Could not load attendance.')}
            </p>
          ) : !data ? (
            <p className="text-sm text-slate-600">Loading…</p>
          ) : data.attendance.length === 0 ? (
            <p className="text-sm text-slate-600">No students in this batch yet.</p>
          ) : (
            <table className="w-full text-left text-sm" data-testid="live-attendance-table">
              <thead className="text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Student
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Attended
                  </th>
                  <th scope="col" className="py-2">
                    Minutes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.attendance.map((a) => (
                  <tr key={a.userId} data-testid="live-attendance-row">
                    <td className="py-2 pr-3">
                      <span className="block font-medium text-slate-900">{a.name}</span>
                      <span className="block text-xs break-all text-slate-600">
                        {[a.email, a.phone].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                    <td className="py-2 pr-3">
                      {a.attended
                        ? a.joinedAt
                          ? `Joined ${formatWeekdayDateTime(a.joinedAt)}`
                          : 'Yes (imported)'
                        : 'No'}
                    </td>
                    <td className="py-2 tabular-nums">{a.minutes ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Modal>
  );
}

/** "Import participant CSV": Zoom, Meet or Teams' export, matched by e-mail or phone. */
function CsvImport({ batchId, classId }: { batchId: string; classId: string }) {
  const importer = useImportLiveAttendance(batchId, classId);
  const [report, setReport] = useState<AttendanceReport | null>(null);
  const onFile = (file: File) => {
    importer.mutate(file, {
      onSuccess: (r) => {
        setReport(r);
        toast.success(LIVE_CLASS_MSG.attendanceImported);
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <CsvFileButton
          onFile={onFile}
          isLoading={importer.isPending}
          maxBytes={ATTENDANCE_MAX_BYTES}
          tooLarge={ATTENDANCE_TOO_LARGE}
          testId="live-attendance-import"
          fileTestId="live-attendance-file"
        >
          Import participant CSV
        </CsvFileButton>
        <p className="text-xs text-slate-600">
          The participants export of Zoom, Meet or Teams; rows match students by e-mail or phone.
        </p>
      </div>
      {report && (
        <p className="mt-2 text-sm text-slate-800" data-testid="live-import-report">
          {plural(report.rows, 'row')} read: {report.marked} marked, {report.alreadyMarked} already
          marked, {report.unmatched.length} matched no student
          {report.unmatched.length > 0 &&
            ` (${report.unmatched
              .slice(0, 5)
              .map((u) => u.name || u.email || u.phone)
              .join(', ')}${report.unmatched.length > 5 ? '…' : ''})`}
          .
        </p>
      )}
    </div>
  );
}

/** Classes attended per student, of the classes held so far. */
function StudentsDialog({
  batchId,
  open,
  onClose,
}: {
  batchId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { data, error } = useLiveClassStudents(batchId, open);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Live class attendance by student"
      description="Classes attended of those held so far."
      widthClassName="max-w-xl"
      testId="live-students-dialog"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {error ? (
        <p className="text-sm text-red-700">
          {getErrorMessage(error, 'Could not load attendance.')}
        </p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">No students in this batch yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 pb-1">
          {data.map((s) => (
            <li
              key={s.userId}
              className="flex items-center justify-between gap-3 py-2 text-sm"
              data-testid="live-student-row"
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{s.name}</span>
                <span className="block truncate text-xs text-slate-600">{s.email ?? s.phone}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                {s.attended} / {s.held}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
