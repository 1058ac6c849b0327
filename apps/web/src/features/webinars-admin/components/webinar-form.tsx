import { CalendarClock, FileText, ImageIcon, Mic } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import {
  canUseMenuKeys,
  WEBINAR_MSG,
  ZWebinarBody,
  type Webinar,
  type WebinarValues,
} from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import {
  countErrors,
  Form,
  FormDateTime,
  FormImage,
  FormDuration,
  FormText,
  FormTextArea,
  useZodForm,
} from '@/components/form';
import { clientMessage, fieldIssues } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import { useCreateWebinar, useUpdateWebinar } from '../api/webinars-api.ts';
import {
  changedWebinarFields,
  emptyWebinarValues,
  suggestWebinarCode,
  toWebinarBody,
  webinarToValues,
  type WebinarFormValues,
} from '../lib/webinar-form.ts';
import { SpeakersField } from './speakers-field.tsx';
import { SettingsSections } from './webinar-form-settings.tsx';

const NO_CHANGES = 'No changes made';

/** The webinar create / edit form (react-hook-form + the shared ZWebinarBody). */
export function WebinarForm({
  webinar,
  onSaved,
  onDirtyChange,
}: {
  webinar?: Webinar;
  onSaved: (saved: Webinar) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [saved] = useState<WebinarFormValues>(() =>
    webinar ? webinarToValues(webinar) : emptyWebinarValues(),
  );
  const create = useCreateWebinar();
  const update = useUpdateWebinar();
  const form = useZodForm(ZWebinarBody as z.ZodType<WebinarValues>, {
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { register, control, formState, setError, getValues, setValue, reset } = form;
  const { errors, isDirty } = formState;
  const canUpload = canUseMenuKeys(
    useAuthStore((s) => s.user?.role),
    ['courses', 'webinars'],
  );
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // On create the code follows the title until someone types a code of their own.
  const [codeEdited, setCodeEdited] = useState(Boolean(webinar));
  const [title, startTime, duration] = useWatch({
    control,
    name: ['title', 'startTime', 'durationMinutes'],
  });
  useEffect(() => {
    if (codeEdited) return;
    setValue('webinarCode', suggestWebinarCode(title), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }, [title, codeEdited, setValue, formState.isSubmitted]);

  const startMs = Date.parse(startTime);
  const endsAt =
    !Number.isNaN(startMs) && Number.isInteger(duration) && duration > 0
      ? new Date(startMs + duration * 60_000)
      : null;

  // The API's "code taken" names no field: it belongs under the code.
  const failureMessage = (error: unknown) => {
    const message = clientMessage(error, WEBINAR_MSG.unknownError);
    if (message === WEBINAR_MSG.codeTaken && fieldIssues(error).length === 0) {
      setError('webinarCode', { type: 'server', message });
    }
    return message;
  };

  // The form's own values: the body is built from them (toWebinarBody / the changed fields).
  const onSubmit = async () => {
    const values = getValues();
    if (!webinar) {
      const w = await create.mutateAsync(toWebinarBody(values));
      toast.success(WEBINAR_MSG.created);
      onSaved(w);
      return;
    }
    const patch = changedWebinarFields(saved, values);
    if (Object.keys(patch).length === 0) {
      toast.info(NO_CHANGES);
      return;
    }
    const w = await update.mutateAsync({
      id: webinar._id,
      patch,
      previousCode: webinar.webinarCode,
    });
    toast.success(WEBINAR_MSG.updated);
    onSaved(w);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={failureMessage}
      className="space-y-6"
      data-testid="webinar-form"
    >
      <SectionCard
        id="details"
        icon={FileText}
        title="Details"
        description="What visitors see first."
      >
        <FormText<WebinarFormValues>
          name="title"
          label="Title"
          hint="Up to 150 characters."
          maxLength={160}
          autoComplete="off"
          testId="webinar-title-input"
        />
        <FormText<WebinarFormValues>
          name="webinarCode"
          label="Webinar code"
          hint={
            <>
              The public page is <span className="font-mono">/webinars/{'{code}'}</span>
              {!webinar && ' — suggested from the title'}. Lowercase letters, digits and hyphens.
            </>
          }
          rules={{ onChange: () => setCodeEdited(true) }}
          mono
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          placeholder="react-hooks-101"
          testId="webinar-code-input"
        />
        <FormTextArea<WebinarFormValues>
          name="description"
          label="Description"
          hint="What the session covers and who it is for (up to 5000 characters)."
          rows={5}
          testId="webinar-description-input"
        />
      </SectionCard>

      <SectionCard
        id="schedule"
        icon={CalendarClock}
        title="Schedule"
        description="Times are India time (IST)."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormDateTime<WebinarFormValues>
            name="startTime"
            label="Start time"
            hint={endsAt ? `Ends ${formatDateTime(endsAt)} IST` : 'India time (IST)'}
            timeLabel="Start time: time of day"
            testId="webinar-start-input"
          />
          <FormDuration<WebinarFormValues> name="durationMinutes" testId="webinar-duration-input" />
        </div>
        <FormText<WebinarFormValues>
          name="joinLink"
          label="Join link"
          hint="Zoom, Google Meet or YouTube Live link; e-mailed to registrants, never shown publicly."
          type="url"
          inputMode="url"
          placeholder="https://meet.google.com/…"
          autoComplete="off"
          testId="webinar-join-input"
        />
      </SectionCard>

      <SectionCard id="speakers" icon={Mic} title="Speakers" description="Up to 10 people.">
        <SpeakersField control={control} register={register} errors={errors.speakers} />
      </SectionCard>

      <SectionCard
        id="cover"
        icon={ImageIcon}
        title="Cover image"
        description="Shown at the top of the public page."
      >
        <FormImage<WebinarFormValues>
          name="coverImage"
          label="Cover image link"
          noun="cover image"
          testId="webinar-cover-input"
          testIdPrefix="cover"
          canUpload={canUpload}
        />
      </SectionCard>

      <SettingsSections control={control} register={register} errors={errors} />

      <SaveBar
        isDirty={isDirty}
        isSaving={create.isPending || update.isPending}
        errorCount={countErrors(errors)}
        isNew={!webinar}
        onDiscard={() => {
          reset(saved);
          setCodeEdited(Boolean(webinar));
        }}
        saveLabel={webinar ? 'Save changes' : 'Create webinar'}
        testId="webinar-form"
      />
    </Form>
  );
}
