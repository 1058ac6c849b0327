import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/admin/admin-page-header';

import { questionListPath, type QuestionKind } from '../lib/question-kinds.ts';

/** The frame of every question editor: back link, title and the form below. */
export function EditorShell({
  kind,
  title,
  description,
  actions,
  wide = false,
  children,
}: {
  kind: QuestionKind;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'mx-auto max-w-7xl' : 'mx-auto max-w-4xl'}>
      <Link
        to={questionListPath(kind)}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        data-testid="back-to-list"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Question bank
      </Link>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
