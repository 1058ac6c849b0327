import { useState } from 'react';

import {
  formatWeekdayDateTime,
  ATTENDANCE_MAX_BYTES,
  ATTENDANCE_TOO_LARGE,
  LIVE_CLASS_MSG,
  plural,
  type AdminLiveClass,
  type AttendanceReport,
} from '@app/shared';

import { CsvFileButton } from '@/components/admin/csv-file-button';
import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import {
  useImportLiveAttendance,
  useLiveClassAttendance,
  useLiveClassStudents,
} from '../api/live-classes.ts';

/** What an attendance dialog shows in place of its rows: the failed load, the wait, or none. */
function NoRows({ error, isLoaded }: { error: unknown; isLoaded: boolean }) {
  if (error) {
    return (
      <p className="text-sm text-red-700">{getErrorMessage(error, 'Could not load attendance.')}</p>
    );
  }
  if (!isLoaded) return <p className="text-sm text-slate-600">Loading…</p>;
  return <p className="text-sm text-slate-600">No students in this batch yet.</p>;
}

/** The class's attendance: every enrolled student, and the participant-CSV import. */
export function AttendanceDialog({
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
          {!error && data?.attendance.length ? (
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
          ) : (
            <NoRows error={error} isLoaded={data !== undefined} />
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
export function StudentsDialog({
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
      {!error && data?.length ? (
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
      ) : (
        <NoRows error={error} isLoaded={data !== undefined} />
      )}
    </Modal>
  );
}
