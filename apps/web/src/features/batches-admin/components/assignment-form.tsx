import type { z } from 'zod';

import {
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_KINDS,
  istDayAt,
  ZAssignmentBody,
  type AdminAssignment,
  type AssignmentValues,
} from '@app/shared';

import {
  Form,
  FormDateTime,
  FormMarkdown,
  FormNumber,
  FormSelect,
  FormServerAlert,
  FormText,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { toast } from '@/core/toast';

import { useSaveAssignment } from '../api/batch-assignments.ts';

const KIND_OPTIONS = ASSIGNMENT_KINDS.map((k) => ({ value: k, label: ASSIGNMENT_KIND_LABELS[k] }));

function valuesOf(a: AdminAssignment | null): AssignmentValues {
  if (!a) {
    return {
      title: '',
      instructions: '',
      dueAt: istDayAt(7, '23:59'),
      maxScore: 100,
      passScore: 40,
      submissionKind: 'link',
    };
  }
  return {
    title: a.title,
    instructions: a.instructions,
    dueAt: a.dueAt,
    maxScore: a.maxScore,
    passScore: a.passScore,
    submissionKind: a.submissionKind,
  };
}

/** Create or edit one assignment of a batch (the shared ZAssignmentBody, checked again by the API). */
export function AssignmentForm({
  batchId,
  assignment,
  onSaved,
}: {
  batchId: string;
  assignment: AdminAssignment | null;
  onSaved: () => void;
}) {
  const save = useSaveAssignment(batchId);
  const form = useZodForm(ZAssignmentBody as z.ZodType<AssignmentValues>, {
    defaultValues: valuesOf(assignment),
    mode: 'onTouched',
  });
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        const res = await save.mutateAsync({ id: assignment?._id, body });
        toast.success(res.message);
        onSaved();
      }}
      failureMessage="Failed to save the assignment"
      className="space-y-5"
      data-testid="assignment-form"
    >
      <FormText<AssignmentValues>
        name="title"
        label="Title"
        maxLength={150}
        testId="assignment-title-input"
      />
      <FormMarkdown<AssignmentValues>
        name="instructions"
        label="Instructions"
        hint="Markdown: headings, lists, links and code blocks. Students see it as the preview shows."
        rows={10}
        testId="assignment-instructions-input"
      />
      <FormDateTime<AssignmentValues>
        name="dueAt"
        label="Due"
        hint="India time (IST). A first submission after it is still taken, marked late."
        timeLabel="Due: time of day"
        testId="assignment-due-input"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormNumber<AssignmentValues>
          name="maxScore"
          label="Maximum score"
          hint="1 to 1000."
          testId="assignment-max-input"
        />
        <FormNumber<AssignmentValues>
          name="passScore"
          label="Pass mark"
          hint="Counts towards the course certificate."
          testId="assignment-pass-input"
        />
      </div>
      <FormSelect<AssignmentValues>
        name="submissionKind"
        label="Students hand in"
        options={KIND_OPTIONS}
        testId="assignment-kind-select"
      />
      <FormServerAlert testId="assignment-form-alert" />
      <SubmitButton loadingText="Saving…" data-testid="assignment-save">
        {assignment ? 'Save changes' : 'Create assignment'}
      </SubmitButton>
    </Form>
  );
}
