import { ClipboardCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ASSIGNMENT_KIND_LABELS, type AdminAssignment, type Batch } from '@app/shared';

import { DeleteDialog, toastThenClose } from '@/components/admin/delete-dialog';
import { Drawer } from '@/components/admin/drawer';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import {
  ASSIGNMENTS_FETCH_FAILED,
  useBatchAssignments,
  useDeleteAssignment,
} from '../api/batch-assignments.ts';
import { batchPaths } from '../lib/batch-paths.ts';
import { AssignmentForm } from './assignment-form.tsx';

type Editing = { assignment: AdminAssignment | null } | null;

function AssignmentRow({
  a,
  onEdit,
  onDelete,
}: {
  a: AdminAssignment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const toReview = a.submittedCount - a.gradedCount;
  return (
    <li
      className="grid gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center"
      data-testid="admin-assignment"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{a.title}</p>
        <p className="text-sm text-slate-600">
          Due {formatDateTime(a.dueAt)} IST · {ASSIGNMENT_KIND_LABELS[a.submissionKind]} · pass{' '}
          {a.passScore}/{a.maxScore}
        </p>
      </div>
      <p className="text-sm text-slate-700 tabular-nums">
        <span className="font-semibold text-slate-900">{a.submittedCount}</span> submitted ·{' '}
        <span className="font-semibold text-slate-900">{a.gradedCount}</span> graded
        {toReview > 0 && (
          <span className="ml-1 font-semibold text-amber-700">· {toReview} to review</span>
        )}
      </p>
      <div className="flex gap-1">
        {(
          [
            ['Edit', Pencil, onEdit],
            ['Delete', Trash2, onDelete],
          ] as const
        ).map(([verb, icon, onClick]) => (
          <Button
            key={verb}
            icon={icon}
            variant="ghost"
            size="sm"
            onClick={onClick}
            aria-label={`${verb} ${a.title}`}
            data-testid={`assignment-${verb.toLowerCase()}`}
          />
        ))}
      </div>
    </li>
  );
}

/** The batch's assignments: create, edit and delete them, and open the review queue. */
export function BatchAssignments({ batch }: { batch: Batch }) {
  const query = useBatchAssignments(batch._id);
  const remove = useDeleteAssignment(batch._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminAssignment | null>(null);
  const assignments = query.data;

  return (
    <section aria-labelledby="assignments-heading" className="mt-8" data-testid="batch-assignments">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="assignments-heading" className="text-lg font-semibold text-slate-900">
          Assignments
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={batchPaths.reviews(batch.course, batch._id)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            data-testid="assignment-reviews-link"
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
            Review queue
          </Link>
          <Button
            icon={Plus}
            size="sm"
            onClick={() => setEditing({ assignment: null })}
            data-testid="assignment-new"
          >
            New assignment
          </Button>
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-xs">
        {query.error && !assignments ? (
          <div className="p-4">
            <InlineError
              message={getErrorMessage(query.error, ASSIGNMENTS_FETCH_FAILED)}
              onRetry={() => void query.refetch()}
              testId="assignments-error"
            />
          </div>
        ) : !assignments ? (
          <p className="p-4 text-sm text-slate-500">Loading assignments…</p>
        ) : assignments.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">
            No assignments yet. Create one: students see it in their classroom.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {assignments.map((a) => (
              <AssignmentRow
                key={a._id}
                a={a}
                onEdit={() => setEditing({ assignment: a })}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </ul>
        )}
      </div>
      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.assignment ? 'Edit assignment' : 'New assignment'}
        widthClassName="sm:max-w-2xl"
        testId="assignment-drawer"
      >
        {editing && (
          <AssignmentForm
            batchId={batch._id}
            assignment={editing.assignment}
            onSaved={() => setEditing(null)}
          />
        )}
      </Drawer>
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        noun="assignment"
        subject={deleting?.title ?? ''}
        consequence=" leaves the batch and the students' classroom. This cannot be undone."
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting._id,
            toastThenClose(() => setDeleting(null), 'Failed to delete the assignment'),
          )
        }
        isPending={remove.isPending}
        testId="assignment-delete-dialog"
      />
    </section>
  );
}
