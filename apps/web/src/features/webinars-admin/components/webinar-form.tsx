import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { CalendarClock, FileText, ImageIcon, Mic } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';

import { WEBINAR_MSG, ZWebinarBody, type Webinar, type WebinarValues } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { clientMessage, fieldIssues } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import { useCreateWebinar, useUpdateWebinar } from '../api/webinars-api.ts';
import { isoToIstInput, istInputToIso } from '../lib/ist-datetime.ts';
import {
  changedWebinarFields,
  emptyWebinarValues,
  suggestWebinarCode,
  toWebinarBody,
  webinarToValues,
  type WebinarFormValues,
} from '../lib/webinar-form.ts';
import { CoverField } from './cover-field.tsx';
import { SpeakersField } from './speakers-field.tsx';
import { SettingsSections } from './webinar-form-settings.tsx';

const NO_CHANGES = 'No changes made';
const FIELDS = new Set<string>(Object.keys(ZWebinarBody.shape));

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
  const form = useForm<WebinarFormValues, unknown, WebinarValues>({
    resolver: zodResolver(ZWebinarBody) as unknown as Resolver<
      WebinarFormValues,
      unknown,
      WebinarValues
    >,
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState, setError, getValues, setValue, reset } = form;
  const { errors, isDirty } = formState;
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

  const showServerError = (error: unknown) => {
    const issues = fieldIssues(error);
    for (const issue of issues) {
      if (FIELDS.has(issue.field.split('.')[0]!)) {
        setError(issue.field as FieldPath<WebinarFormValues>, {
          type: 'server',
          message: issue.message,
        });
      }
    }
    const message = clientMessage(error, WEBINAR_MSG.unknownError);
    if (message === WEBINAR_MSG.codeTaken && issues.length === 0) {
      setError('webinarCode', { type: 'server', message });
    }
    toast.error(message);
  };

  const onSubmit = () => {
    const values = getValues();
    if (!webinar) {
      create.mutate(toWebinarBody(values), {
        onSuccess: (w) => {
          toast.success(WEBINAR_MSG.created);
          onSaved(w);
        },
        onError: showServerError,
      });
      return;
    }
    const patch = changedWebinarFields(saved, values);
    if (Object.keys(patch).length === 0) {
      toast.info(NO_CHANGES);
      return;
    }
    update.mutate(
      { id: webinar._id, patch, previousCode: webinar.webinarCode },
      {
        onSuccess: (w) => {
          toast.success(WEBINAR_MSG.updated);
          onSaved(w);
        },
        onError: showServerError,
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="space-y-6"
      data-testid="webinar-form"
    >
      <SectionCard
        id="details"
        icon={FileText}
        title="Details"
        description="What visitors see first."
      >
        <AdminField label="Title" error={errors.title?.message} hint="Up to 150 characters.">
          <input
            {...register('title')}
            className={adminInputClass}
            maxLength={160}
            autoComplete="off"
            data-testid="webinar-title-input"
          />
        </AdminField>
        <AdminField
          label="Webinar code"
          error={errors.webinarCode?.message}
          hint={
            <>
              The public page is <span className="font-mono">/webinars/{'{code}'}</span>
              {!webinar && ' — suggested from the title'}. Lowercase letters, digits and hyphens.
            </>
          }
        >
          <input
            {...register('webinarCode', { onChange: () => setCodeEdited(true) })}
            className={clsx(adminInputClass, 'font-mono')}
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            placeholder="react-hooks-101"
            data-testid="webinar-code-input"
          />
        </AdminField>
        <AdminField
          label="Description"
          error={errors.description?.message}
          hint="What the session covers and who it is for (up to 5000 characters)."
        >
          <textarea
            {...register('description')}
            rows={5}
            className={adminInputClass}
            data-testid="webinar-description-input"
          />
        </AdminField>
      </SectionCard>

      <SectionCard
        id="schedule"
        icon={CalendarClock}
        title="Schedule"
        description="Times are India time (IST)."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="startTime"
            render={({ field, fieldState }) => (
              <AdminField
                label="Start time"
                error={fieldState.error?.message}
                hint={endsAt ? `Ends ${formatDateTime(endsAt)} IST` : 'India time (IST)'}
              >
                <DateTimeInput
                  name={field.name}
                  value={isoToIstInput(field.value)}
                  onChange={(local) => field.onChange(istInputToIso(local))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  className={adminInputClass}
                  timeLabel="Start time: time of day"
                  data-testid="webinar-start-input"
                />
              </AdminField>
            )}
          />
          <AdminField
            label="Duration (minutes)"
            error={errors.durationMinutes?.message}
            hint="15 to 600 minutes."
          >
            <input
              type="number"
              min={15}
              max={600}
              step={5}
              inputMode="numeric"
              {...register('durationMinutes', { valueAsNumber: true })}
              className={adminInputClass}
              data-testid="webinar-duration-input"
            />
          </AdminField>
        </div>
        <AdminField
          label="Join link"
          error={errors.joinLink?.message}
          hint="Zoom, Google Meet or YouTube Live link; e-mailed to registrants, never shown publicly."
        >
          <input
            type="url"
            inputMode="url"
            {...register('joinLink')}
            className={adminInputClass}
            placeholder="https://meet.google.com/…"
            autoComplete="off"
            data-testid="webinar-join-input"
          />
        </AdminField>
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
        <Controller
          control={control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <CoverField
              value={field.value}
              onChange={(next) =>
                setValue('coverImage', next, {
                  shouldDirty: true,
                  shouldValidate: formState.isSubmitted || Boolean(fieldState.error),
                })
              }
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SectionCard>

      <SettingsSections control={control} register={register} errors={errors} />

      <SaveBar
        isDirty={isDirty}
        isSaving={create.isPending || update.isPending}
        errorCount={Object.keys(errors).length}
        isNew={!webinar}
        onDiscard={() => {
          reset(saved);
          setCodeEdited(Boolean(webinar));
        }}
        saveLabel={webinar ? 'Save changes' : 'Create webinar'}
        testId="webinar-form"
      />
    </form>
  );
}
