import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useForm, useWatch } from 'react-hook-form';

import { CALLBACK_MSG, normalizeContact, PHONE_LENGTH, ZCallbackForm } from '@app/shared';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';

import type { CallbackFieldError, CallbackValues } from '../api/request-callback.ts';
import { CallbackEnquiryOptions } from './callback-enquiry-options.tsx';

type CallbackFormProps = {
  courseId: string | null;
  isSubmitting: boolean;
  /** The failure text of the last attempt, shown above the button. */
  error: string | null;
  /** Resolves with the server's field messages when it refused the values. */
  onSubmit: (values: CallbackValues) => Promise<CallbackFieldError[]>;
};

const FORM_FIELDS = ['name', 'mobile', 'enquiryFor', 'notes'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField =>
  (FORM_FIELDS as readonly string[]).includes(field);

const schemaResolver = zodResolver(ZCallbackForm);

/**
 * ZCallbackForm checks the notes only once every other field passes; a person fixing the form
 * should see every problem at once, so the missing notes join the other errors here.
 */
const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const isMissingNotes = !values.courseId && !values.notes?.trim();
  if (!isMissingNotes || result.errors.notes || Object.keys(result.errors).length === 0) {
    return result;
  }
  const notes = { type: 'custom', message: CALLBACK_MSG.notesRequired };
  return { values: {}, errors: { ...result.errors, notes } };
};

/** The popup's form (product.md §5 Callback form); notes are optional only for a course. */
export function CallbackForm({ courseId, isSubmitting, error, onSubmit }: CallbackFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { name: '', mobile: '', notes: '', ...(courseId ? { courseId } : {}) },
    reValidateMode: 'onChange',
  });
  const enquiryFor = useWatch({ control, name: 'enquiryFor' });
  // Registered in screen order: the first invalid field in this order gets the focus.
  const name = register('name');
  const mobile = register('mobile');
  const notesRequired = !courseId;
  const notesError = errors.notes?.message;

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    for (const item of fieldErrors) {
      if (isFormField(item.field)) setError(item.field, { message: item.message });
    }
  });

  // A course id that is not ours cannot be fixed by the visitor; say so instead of failing silently.
  const formError = error ?? errors.courseId?.message ?? null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField
          {...name}
          label="Full name"
          autoComplete="name"
          placeholder="First and last name"
          maxLength={60}
          data-testid="callback-name"
          error={errors.name?.message}
        />
        <TextField
          {...mobile}
          // Digits only, as typed or pasted ('+91 98765 43210' too); the +91 prefix is fixed.
          // No maxLength attribute: it would cut a pasted '+91 …' before the digits are kept.
          onChange={(event) => {
            event.target.value = normalizeContact(event.target.value).slice(0, PHONE_LENGTH);
            return mobile.onChange(event);
          }}
          label="Mobile number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          data-testid="callback-mobile"
          error={errors.mobile?.message}
        />
        <CallbackEnquiryOptions
          selected={enquiryFor}
          error={errors.enquiryFor?.message}
          register={register('enquiryFor')}
        />
        <div>
          <label
            htmlFor="callback-notes"
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Notes {!notesRequired && <span className="font-normal text-slate-600">(optional)</span>}
          </label>
          <textarea
            id="callback-notes"
            {...register('notes')}
            rows={3}
            maxLength={500}
            placeholder="What would you like to know? Fees, batch timings, syllabus..."
            data-testid="callback-notes"
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? 'callback-notes-error' : undefined}
            className={clsx(
              'block w-full resize-none rounded-xl border bg-white px-3.5 py-3 text-base text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4',
              notesError
                ? 'border-red-500 focus:ring-red-100'
                : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            )}
          />
          {notesError && (
            <p
              id="callback-notes-error"
              role="alert"
              className="mt-1.5 text-sm font-medium text-red-700"
            >
              {notesError}
            </p>
          )}
        </div>
      </fieldset>
      {formError && <FormAlert message={formError} testId="callback-error" />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={isSubmitting}
        loadingText="Submitting..."
        data-testid="callback-submit"
      >
        Request callback
      </Button>
    </form>
  );
}
