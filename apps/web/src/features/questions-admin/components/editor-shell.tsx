import type { ReactNode } from 'react';

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
      <AdminPageHeader
        back={{ to: questionListPath(kind), label: 'Question bank', testId: 'back-to-list' }}
        title={title}
        description={description}
        actions={actions}
      />
      {children}
    </div>
  );
}
