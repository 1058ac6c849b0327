import { clsx } from 'clsx';
import { CheckCircle2, RotateCcw, UserX, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import {
  ATTENDANCE_MAX_BYTES,
  ATTENDANCE_TOO_LARGE,
  plural,
  type AttendanceReport,
} from '@app/shared';

import { CsvFileButton } from '@/components/admin/csv-file-button';
import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
import { toast } from '@/core/toast';

import { useImportAttendance } from '../api/students-api.ts';

/**
 * "Import attendance": the participants export of Zoom, Google Meet… (a CSV with an e-mail or
 * phone column) is posted as text/csv; registrants found in it are marked attended, and the
 * report lists the rows that matched nobody.
 */
export function AttendanceImport({ webinarId }: { webinarId: string }) {
  const importer = useImportAttendance(webinarId);
  const [result, setResult] = useState<{ name: string; report: AttendanceReport } | null>(null);

  return (
    <>
      <CsvFileButton
        onFile={(file) =>
          importer.mutate(file, {
            onSuccess: (report) => setResult({ name: file.name, report }),
            onError: (error) => toast.error(error.message),
          })
        }
        isLoading={importer.isPending}
        maxBytes={ATTENDANCE_MAX_BYTES}
        tooLarge={ATTENDANCE_TOO_LARGE}
        testId="attendance-import"
        fileTestId="attendance-file"
      >
        Import attendance
      </CsvFileButton>
      <AttendanceReportDialog state={result} onClose={() => setResult(null)} />
    </>
  );
}

type StatProps = {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: 'green' | 'slate' | 'red';
  testId: string;
};

/** Marked, already marked and unmatched: the three counts atop the report. */
const statsOf = (report: AttendanceReport): StatProps[] => [
  {
    icon: CheckCircle2,
    label: 'Marked',
    value: report.marked,
    tone: 'green',
    testId: 'report-marked',
  },
  {
    icon: RotateCcw,
    label: 'Already',
    value: report.alreadyMarked,
    tone: 'slate',
    testId: 'report-already-marked',
  },
  {
    icon: UserX,
    label: 'Unmatched',
    value: report.unmatched.length,
    tone: report.unmatched.length > 0 ? 'red' : 'slate',
    testId: 'report-unmatched-count',
  },
];

function Stat({ icon: Icon, label, value, tone, testId }: StatProps) {
  return (
    <div
      className={clsx(
        'rounded-xl px-3 py-3',
        tone === 'green' && 'bg-emerald-50 text-emerald-900',
        tone === 'slate' && 'bg-slate-50 text-slate-800',
        tone === 'red' && 'bg-red-50 text-red-900',
      )}
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function AttendanceReportDialog({
  state,
  onClose,
}: {
  state: { name: string; report: AttendanceReport } | null;
  onClose: () => void;
}) {
  const report = state?.report;
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Attendance imported"
      description={state ? `${state.name} · ${plural(report!.rows, 'row')} read` : undefined}
      widthClassName="max-w-xl"
      testId="attendance-report"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {report && (
        <div className="space-y-4 pb-1">
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {statsOf(report).map((stat) => (
              <Stat key={stat.testId} {...stat} />
            ))}
          </div>
          {report.unmatched.length === 0 ? (
            <p className="text-sm text-slate-600">
              Every row matched a registrant of this webinar.
            </p>
          ) : (
            <div>
              <p className="mb-2 text-sm text-slate-700">
                These rows matched no registrant by e-mail or phone (people who joined without
                registering, or with another e-mail). Mark them by hand from the list if needed.
              </p>
              <ol className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200">
                {report.unmatched.map((r) => (
                  <li
                    key={r.row}
                    className="flex gap-3 px-3.5 py-2.5 text-sm"
                    data-testid="report-unmatched"
                  >
                    <span className="shrink-0 self-start rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700">
                      Row {r.row}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{r.name || '—'}</span>
                      <span className="block truncate text-slate-600">
                        {[r.email, r.phone].filter(Boolean).join(' · ') || 'No e-mail or phone'}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
