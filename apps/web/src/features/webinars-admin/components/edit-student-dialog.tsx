import { useNavigate } from 'react-router';
import type { z } from 'zod';

import {
  WEBINAR_MSG,
  ZWebinarUserUpdateBody,
  type WebinarUser,
  type WebinarUserUpdateBody,
} from '@app/shared';

import { Modal } from '@/components/admin/modal';
import { Form, FormSwitch, FormText, SubmitButton, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/core/toast';

import { useUpdateWebinarUser } from '../api/students-api.ts';

type Values = { name: string; email: string; attended: boolean };

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
  const form = useZodForm(ZWebinarUserUpdateBody as z.ZodType<WebinarUserUpdateBody>, {
    defaultValues: saved,
    mode: 'onTouched',
  });

  // Only what changed is sent; nothing changed closes the dialog.
  const onSubmit = async () => {
    const v = form.getValues();
    const body: WebinarUserUpdateBody = {};
    if (v.name.trim() !== saved.name) body.name = v.name.trim();
    if (v.email.trim().toLowerCase() !== saved.email) body.email = v.email.trim();
    if (v.attended !== saved.attended) body.attended = v.attended;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    const { message } = await update.mutateAsync({ id: student._id, body });
    toast.success(message);
    onClose();
    void navigate('/admin/webinars');
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={WEBINAR_MSG.unknownError}
      className="space-y-4 pb-5"
    >
      <FormText<Values>
        name="name"
        label="Name"
        maxLength={100}
        autoComplete="off"
        testId="student-name-input"
      />
      <FormText<Values>
        name="email"
        label="Email"
        type="email"
        maxLength={254}
        autoComplete="off"
        testId="student-email-input"
      />
      <FormSwitch<Values>
        name="attended"
        label="Attended"
        description="Attendees can get a certificate and the “Attended” e-mails."
        testId="student-attended-input"
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <SubmitButton isLoading={update.isPending} loadingText="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
