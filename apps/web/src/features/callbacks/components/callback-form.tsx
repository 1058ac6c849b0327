import { useWatch } from 'react-hook-form';

import { CALLBACK_MSG, normalizeContact, PHONE_LENGTH, ZCallbackForm } from '@app/shared';

import { Form, FormText, FormTextArea, hasPath, SubmitButton, useZodForm } from '@/components/form';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/core/toast';

import { callbackFailure, type CallbackValues } from '../api/request-callback.ts';
import { CallbackEnquiryOptions } from './callback-enquiry-options.tsx';

type CallbackFormProps = {
  courseId: string | null;
  /** Sends the request; rejects with the API's error. */
  onSubmit: (values: CallbackValues) => Promise<unknown>;
};

/**
 * ZCallbackForm checks the notes only once every other field passes; a person fixing the form
 * should see every problem at once, so the missing notes join the other errors here.
 */
const missingNotes = (values: Partial<CallbackValues>) =>
  !values.courseId && !values.notes?.trim()
    ? [{ field: 'notes', message: CALLBACK_MSG.notesRequired }]
    : [];

/** The popup's form (product.md §5 Callback form); notes are optional only for a course. */
export function CallbackForm({ courseId, onSubmit }: CallbackFormProps) {
  const form = useZodForm(ZCallbackForm, {
    defaultValues: {
      name: '',
      mobile: '',
      notes: '',
      ...(courseId ? { courseId } : {}),
    } as Partial<CallbackValues>,
    alsoCheck: missingNotes,
  });
  const { errors, isSubmitting } = form.formState;
  const enquiryFor = useWatch({ control: form.control, name: 'enquiryFor' });

  // calls.md §8 Callback: the failure's own text above the button and as a toast; a refused
  // field's message also under that field.
  const submit = async (values: CallbackValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = callbackFailure(error);
      for (const item of failure.fieldErrors) {
        if (hasPath(form.getValues(), item.field)) {
          form.setError(item.field as keyof CallbackValues, { message: item.message });
        }
      }
      form.setError('root.server', { message: failure.message });
      toast.error(failure.message);
    }
  };

  // A course id that is not ours cannot be fixed by the visitor; say so instead of failing silently.
  const formError = errors.root?.server?.message ?? errors.courseId?.message;

  return (
    <Form form={form} onSubmit={submit} look="public" className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormText
          name="name"
          label="Full name"
          autoComplete="name"
          placeholder="First and last name"
          maxLength={60}
          testId="callback-name"
        />
        <FormText
          name="mobile"
          // Digits only, as typed or pasted ('+91 98765 43210' too); the +91 prefix is fixed.
          // No maxLength attribute: it would cut a pasted '+91 …' before the digits are kept.
          normalize={(text) => normalizeContact(text).slice(0, PHONE_LENGTH)}
          label="Mobile number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          testId="callback-mobile"
        />
        <CallbackEnquiryOptions
          selected={enquiryFor}
          error={errors.enquiryFor?.message}
          register={form.register('enquiryFor')}
        />
        <FormTextArea
          id="callback-notes"
          name="notes"
          label={
            <>Notes {courseId && <span className="font-normal text-slate-600">(optional)</span>}</>
          }
          rows={3}
          maxLength={500}
          placeholder="What would you like to know? Fees, batch timings, syllabus..."
          testId="callback-notes"
        />
      </fieldset>
      {formError && <FormAlert message={formError} testId="callback-error" />}
      <SubmitButton size="lg" fullWidth loadingText="Submitting..." data-testid="callback-submit">
        Request callback
      </SubmitButton>
    </Form>
  );
}
