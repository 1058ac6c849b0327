import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';

import {
  ASSIGNMENT_FILE_ACCEPT,
  ASSIGNMENT_TEXT_MAX,
  documentUploadProblem,
  ZFileSubmissionBody,
  ZLinkSubmissionBody,
  ZTextSubmissionBody,
  type AssignmentSubmissionBody,
  type ClassroomAssignment,
  formatNumber,
} from '@app/shared';

import {
  FieldShell,
  Form,
  FormServerAlert,
  FormText,
  FormTextArea,
  SubmitButton,
  useFieldError,
  useZodForm,
} from '@/components/form';
import { getErrorMessage } from '@/core/api-client';

import { uploadAssignmentFile, useSubmitAssignment } from '../api/assignments.ts';

type FileValues = z.input<typeof ZFileSubmissionBody>;

/** Chooses a file, uploads it at once and keeps its id in the form (fileId, fileName). */
function FilePicker({ testId }: { testId: string }) {
  const { setValue, setError, clearErrors } = useFormContext<FileValues>();
  const error = useFieldError<FileValues>('fileId');
  const [isUploading, setUploading] = useState(false);
  return (
    <FieldShell
      label="Your file"
      hint="PDF, ZIP or an image (PNG, JPEG, WebP), up to 10 MB."
      error={error}
    >
      <input
        type="file"
        accept={ASSIGNMENT_FILE_ACCEPT}
        data-testid={testId}
        disabled={isUploading}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const problem = documentUploadProblem(file);
          if (problem) {
            setError('fileId', { message: problem });
            return;
          }
          clearErrors('fileId');
          setUploading(true);
          try {
            const uploaded = await uploadAssignmentFile(file);
            setValue('fileId', uploaded._id, { shouldDirty: true });
            setValue('fileName', file.name, { shouldDirty: true });
          } catch (err) {
            setValue('fileId', '');
            setError('fileId', { message: getErrorMessage(err, 'The upload failed') });
          } finally {
            setUploading(false);
          }
        }}
      />
    </FieldShell>
  );
}

const SCHEMAS = {
  link: ZLinkSubmissionBody,
  text: ZTextSubmissionBody,
  file: ZFileSubmissionBody,
} as const;

function defaultsOf(a: ClassroomAssignment): AssignmentSubmissionBody {
  const s = a.submission;
  if (a.submissionKind === 'link') return { kind: 'link', link: s.link ?? '' };
  if (a.submissionKind === 'text') return { kind: 'text', text: s.text ?? '' };
  return { kind: 'file', fileId: '', fileName: '' };
}

/** The hand-in form of one assignment, by what it takes: a link, text or a file. */
export function AssignmentSubmitForm({
  batchId,
  assignment,
}: {
  batchId: string;
  assignment: ClassroomAssignment;
}) {
  const submit = useSubmitAssignment(batchId, assignment._id);
  const kind = assignment.submissionKind;
  const form = useZodForm(SCHEMAS[kind] as z.ZodType<AssignmentSubmissionBody>, {
    defaultValues: defaultsOf(assignment) as never,
  });
  const again = assignment.submission.status !== 'not_submitted';
  const testId = `assignment-${kind}`;
  return (
    <Form
      form={form}
      look="public"
      onSubmit={async (body) => {
        await submit.mutateAsync(body);
        if (kind === 'file') form.reset(defaultsOf(assignment) as never);
      }}
      failureMessage="Your submission could not be saved"
      className="mt-4 space-y-4"
      data-testid="assignment-form"
    >
      {kind === 'link' && (
        <FormText
          name="link"
          label="Link to your work"
          hint="Any https link: a GitHub repository, a deployed page…"
          placeholder="https://github.com/you/project"
          inputMode="url"
          autoComplete="url"
          testId={`${testId}-input`}
        />
      )}
      {kind === 'text' && (
        <FormTextArea
          name="text"
          label="Your answer"
          hint={`Markdown works. Up to ${formatNumber(ASSIGNMENT_TEXT_MAX)} characters.`}
          rows={8}
          testId={`${testId}-input`}
        />
      )}
      {kind === 'file' && <FilePicker testId={`${testId}-input`} />}
      <FormServerAlert testId="assignment-form-alert" />
      <SubmitButton loadingText="Submitting…" data-testid="assignment-submit">
        {again ? 'Resubmit' : 'Submit'}
      </SubmitButton>
    </Form>
  );
}
