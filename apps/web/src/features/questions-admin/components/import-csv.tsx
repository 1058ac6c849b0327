import { CheckCircle2, Download, XCircle } from 'lucide-react';
import { useState } from 'react';

import { plural, type ImportReport } from '@app/shared';

import { CsvFileButton } from '@/components/admin/csv-file-button';
import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { toast } from '@/core/toast';

import { useImportQuestions } from '../api/question-hooks.ts';
import { csvTemplate, downloadText } from '../lib/csv-template.ts';
import { KIND_TEXT } from '../lib/question-kinds.ts';

/** Largest file read in the browser; the API's limit too (rows: 1000). */
const MAX_CSV_BYTES = 1024 * 1024;

/**
 * "Import CSV": a file picker whose file is posted as text/csv; the answer (how many were
 * created, and each rejected line with its reasons) opens in a dialog.
 */
export function ImportCsvButton({ kind }: { kind: 'mcq' | 'fib' }) {
  const importer = useImportQuestions(kind);
  const [report, setReport] = useState<{ name: string; report: ImportReport } | null>(null);

  const onFile = async (file: File) => {
    const text = await file.text();
    importer.mutate(text, {
      onSuccess: (result) => setReport({ name: file.name, report: result }),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <>
      <CsvFileButton
        onFile={(file) => void onFile(file)}
        isLoading={importer.isPending}
        maxBytes={MAX_CSV_BYTES}
        tooLarge="The file is larger than 1 MB; split it into smaller files"
        testId="import-csv"
        fileTestId="import-file"
      >
        Import CSV
      </CsvFileButton>
      <ImportReportDialog kind={kind} state={report} onClose={() => setReport(null)} />
    </>
  );
}

export function TemplateLink({ kind }: { kind: 'mcq' | 'fib' }) {
  return (
    <IconTextButton
      icon={Download}
      variant="ghost"
      size="sm"
      onClick={() => downloadText(`${kind}-import-template.csv`, csvTemplate(kind))}
      data-testid="import-template"
    >
      CSV template
    </IconTextButton>
  );
}

function ImportReportDialog({
  kind,
  state,
  onClose,
}: {
  kind: 'mcq' | 'fib';
  state: { name: string; report: ImportReport } | null;
  onClose: () => void;
}) {
  const report = state?.report;
  const noun = kind === 'mcq' ? 'MCQ' : 'fill in the blank question';
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Import finished"
      description={state ? `${state.name} · ${plural(report!.totalRows, 'row')} read` : undefined}
      widthClassName="max-w-xl"
      testId="import-report"
      footer={
        <>
          <TemplateLink kind={kind} />
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      {report && (
        <div className="space-y-4 pb-1">
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-emerald-50 px-4 py-3">
              <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                Created
              </p>
              <p
                className="mt-1 text-2xl font-bold text-emerald-900 tabular-nums"
                data-testid="import-created"
              >
                {report.created}
              </p>
            </div>
            <div
              className={
                report.rejected.length > 0
                  ? 'rounded-xl bg-red-50 px-4 py-3'
                  : 'rounded-xl bg-slate-50 px-4 py-3'
              }
            >
              <p
                className={
                  report.rejected.length > 0
                    ? 'flex items-center gap-1.5 text-xs font-semibold tracking-wide text-red-800 uppercase'
                    : 'flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase'
                }
              >
                <XCircle className="size-4" aria-hidden="true" />
                Rejected
              </p>
              <p
                className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
                data-testid="import-rejected-count"
              >
                {report.rejected.length}
              </p>
            </div>
          </div>
          {report.rejected.length === 0 ? (
            <p className="text-sm text-slate-600">
              Every row was added to the {KIND_TEXT[kind].tab} bank.
            </p>
          ) : (
            <div>
              <p className="mb-2 text-sm text-slate-700">
                These lines were not imported. Fix them and import just those rows again; the{' '}
                {plural(report.created, `created ${noun} is`, `created ${noun}s are`)} already
                saved.
              </p>
              <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200">
                {report.rejected.map((r) => (
                  <li
                    key={r.line}
                    className="flex gap-3 px-3.5 py-2.5"
                    data-testid="import-rejected"
                  >
                    <span className="shrink-0 rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700">
                      Line {r.line}
                    </span>
                    <ul className="min-w-0 space-y-0.5 text-sm">
                      {r.errors.map((e, i) => (
                        <li key={i}>
                          {e.field && (
                            <span className="font-mono text-xs text-slate-500">{e.field}: </span>
                          )}
                          <span className="text-red-800">{e.message}</span>
                        </li>
                      ))}
                    </ul>
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
