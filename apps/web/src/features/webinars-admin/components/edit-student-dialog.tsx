import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';

import {
  WEBINAR_MSG,
  ZWebinarUserUpdateBody,
  type WebinarUser,
  type WebinarUserUpdateBody,
} from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
import { clientMessage, fieldIssues } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useUpdateWebinarUser } from '../api/students-api.ts';

type Values = { name: string; email: string; attended: boolean };
const FIELDS = ['name', 'email', 'attended'] as const;

/**
 * Corrects a registrant's name or e-mail and marks attendance (PUT /admin/webinars/users/{id});
 * afterwards the page goes to /admin/webinars, as the spec says.
 */
export function EditStudentDialog({
  webinarId,
  student,
  onClose,
}: {
  webinarId: string;
  student: WebinarUser | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit registrant"
      description={
        student ? `Phone ${student.phone} identifies them; it cannot change.` : undefined
      }
      testId="student-edit-dialog"
    >
      {student && (
        <StudentForm key={student._id} webinarId={webinarId} student={student} onClose={onClose} />
      )}
    </Modal>
  );
}

function StudentForm({
  webinarId,
  student,
  onClose,
}: {
  webinarId: string;
  student: WebinarUser;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateWebinarUser(webinarId);
  const saved: Values = { name: student.name, email: student.email, attended: student.attended };
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    resolver: zodResolver(ZWebinarUserUpdateBody) as never,
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { errors } = formState;

  const onSubmit = () => {
    const v = getValues();
    const body: WebinarUserUpdateBody = {};
    if (v.name.trim() !== saved.name) body.name = v.name.trim();
    if (v.email.trim().toLowerCase() !== saved.email) body.email = v.email.trim();
    if (v.attended !== saved.attended) body.attended = v.attended;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: student._id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
          void navigate('/admin/webinars');
        },
        onError: (error) => {
          for (const issue of fieldIssues(error)) {
            if ((FIELDS as readonly string[]).includes(issue.field)) {
              setError(issue.field as FieldPath<Values>, {
                type: 'server',
                message: issue.message,
              });
            }
          }
          const message = clientMessage(error, WEBINAR_MSG.unknownError);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-4 pb-5">
      <AdminField label="Name" error={errors.name?.message}>
        <input
          {...register('name')}
          className={adminInputClass}
          maxLength={100}
          autoComplete="off"
          data-testid="student-name-input"
        />
      </AdminField>
      <AdminField label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          type="email"
          className={adminInputClass}
          maxLength={254}
          autoComplete="off"
          data-testid="student-email-input"
        />
      </AdminField>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3">
        <input
          id="student-attended"
          type="checkbox"
          {...register('attended')}
          aria-describedby="student-attended-hint"
          className="mt-0.5 size-4 cursor-pointer accent-brand-600"
          data-testid="student-attended-input"
        />
        <div>
          <label
            htmlFor="student-attended"
            className="block cursor-pointer text-sm font-medium text-slate-900"
          >
            Attended
          </label>
          <p id="student-attended-hint" className="text-xs text-slate-600">
            Attendees can get a certificate and the “Attended” e-mails.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
