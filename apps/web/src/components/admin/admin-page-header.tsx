import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatDateTime } from '@/core/format-date';

/** Title row of an admin page: heading, one-line description and actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The link above the title back to the page's list, e.g. "All webinars". */
  back?: { to: string; label: string; testId?: string };
}) {
  return (
    <>
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
          data-testid={back.testId}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </>
  );
}

/** An editor's description line: the record's name, its status badge and when it was saved. */
export function RecordSummary({
  name,
  testId,
  badge,
  updatedAt,
}: {
  name: string;
  testId: string;
  badge: ReactNode;
  updatedAt: string;
}) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-800" data-testid={testId}>
        {name}
      </span>
      {badge}
      <span className="text-slate-500">Updated {formatDateTime(updatedAt)}</span>
    </span>
  );
}

/**
 * An editor page's header: "Edit <noun>" over the record's summary (its test id
 * `editor-<noun>-title`) and the actions, or "New <noun>" over what to fill in.
 */
export function EditorHeader({
  noun,
  back,
  record,
  newDescription,
  actions,
}: {
  noun: string;
  back: { to: string; label: string };
  /** The record being edited; none for a new one. */
  record?: { name: string; badge: ReactNode; updatedAt: string };
  newDescription: string;
  actions?: ReactNode;
}) {
  return (
    <AdminPageHeader
      back={back}
      title={record ? `Edit ${noun}` : `New ${noun}`}
      description={
        record ? <RecordSummary testId={`editor-${noun}-title`} {...record} /> : newDescription
      }
      actions={record && actions}
    />
  );
}
