import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';

import { formatDateTimeRange, plural, type KodexContest } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { AddRowButton, FormFieldset, RemoveRowButton } from '@/components/admin/form-fieldset';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldIssues, getErrorMessage, hasStatus } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import {
  useContestWhizzOptions,
  useSaveKodexContest,
  type KodexContestValues,
} from '../api/admin-kodex.ts';
import {
  contestFormDefaults,
  contestResolver,
  formFieldOf,
  type ContestFormValues,
} from '../lib/contest-form.ts';

export const KODEX_CONTEST_FORM_ID = 'kodex-contest-form';

const WINDOW_FIELDS = [
  { name: 'registrationOpensAt', label: 'Opens', hint: undefined, testId: 'contest-opens' },
  {
    name: 'registrationClosesAt',
    label: 'Closes',
    hint: 'Before the whizz ends.',
    testId: 'contest-closes',
  },
] as const;

/** Create or edit a contest: its whizz, texts, rules, prizes, window and published flag. */
export function KodexContestForm({
  contest,
  onSaved,
  onPendingChange,
}: {
  contest: KodexContest | null;
  onSaved: () => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const whizzes = useContestWhizzOptions(true);
  const save = useSaveKodexContest();
  const form = useForm<ContestFormValues, unknown, KodexContestValues>({
    resolver: contestResolver,
    defaultValues: contestFormDefaults(contest),
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const prizes = useFieldArray({ control, name: 'prizes' });
  const whizzId = useWatch({ control, name: 'whizzId' });
  const chosen = whizzes.data?.find((w) => w._id === whizzId);

  const submit = handleSubmit(async (body) => {
    onPendingChange?.(true);
    try {
      await save.mutateAsync({ id: contest?._id ?? null, body });
      onSaved();
    } catch (error) {
      const message = getErrorMessage(error, 'Failed to save the contest');
      const items = hasStatus(error, 400) ? fieldIssues(error) : [];
      if (items.length) {
        for (const item of items) {
          setError(formFieldOf(item.field.split('.')) as keyof ContestFormValues, {
            message: item.message,
          });
        }
      } else if (hasStatus(error, 409)) {
        setError('whizzId', { message });
      } else {
        setError('root.server', { message });
      }
    } finally {
      onPendingChange?.(false);
    }
  });

  return (
    <form id={KODEX_CONTEST_FORM_ID} noValidate onSubmit={submit} className="space-y-6">
      <FormFieldset title="Contest whizz">
        <AdminField
          label="External whizz"
          hint={
            chosen
              ? `Runs ${formatDateTimeRange(chosen.startDate, chosen.endsAt)} IST · ${plural(chosen.questions.length, 'problem')}`
              : 'An external whizz made only of coding problems; create it under Whizz first.'
          }
          error={errors.whizzId?.message}
        >
          <AdminSelect
            size="md"
            {...register('whizzId')}
            data-testid="contest-whizz"
            className="w-full"
          >
            <option value="">{whizzes.isPending ? 'Loading whizzes…' : 'Choose a whizz'}</option>
            {(whizzes.data ?? []).map((w) => {
              const codingOnly =
                w.questions.length > 0 && w.questions.every((q) => q.type === 'codingProblem');
              const taken = !!w.contestId && w.contestId !== contest?._id;
              return (
                <option key={w._id} value={w._id} disabled={!codingOnly || taken}>
                  {w.title} · {formatDateTime(w.startDate)}
                  {taken ? ' (has a contest)' : !codingOnly ? ' (not coding only)' : ''}
                </option>
              );
            })}
          </AdminSelect>
        </AdminField>
      </FormFieldset>

      <FormFieldset title="Page content">
        <AdminField label="Title" error={errors.title?.message}>
          <input {...register('title')} className={adminInputClass} data-testid="contest-title" />
        </AdminField>
        <AdminField label="Tagline" error={errors.tagline?.message}>
          <input {...register('tagline')} className={adminInputClass} />
        </AdminField>
        <AdminField label="Description" error={errors.description?.message}>
          <textarea {...register('description')} rows={3} className={adminInputClass} />
        </AdminField>
        <AdminField label="Rules" hint="One rule per line." error={errors.rulesText?.message}>
          <textarea {...register('rulesText')} rows={4} className={adminInputClass} />
        </AdminField>
      </FormFieldset>

      <FormFieldset title="Prizes">
        <ul className="space-y-3">
          {prizes.fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
              <AdminField
                label={<span className="sr-only">Place {i + 1}</span>}
                error={errors.prizes?.[i]?.place?.message}
              >
                <input
                  {...register(`prizes.${i}.place`)}
                  placeholder="1st place"
                  className={adminInputClass}
                />
              </AdminField>
              <AdminField
                label={<span className="sr-only">Reward {i + 1}</span>}
                error={errors.prizes?.[i]?.reward?.message}
              >
                <input
                  {...register(`prizes.${i}.reward`)}
                  placeholder="₹10,000"
                  className={adminInputClass}
                />
              </AdminField>
              <RemoveRowButton
                onClick={() => prizes.remove(i)}
                label={`Remove prize ${i + 1}`}
                className="mt-1"
              />
            </li>
          ))}
        </ul>
        {prizes.fields.length < 10 && (
          <AddRowButton onClick={() => prizes.append({ place: '', reward: '' })}>
            Add a prize
          </AddRowButton>
        )}
      </FormFieldset>

      <FormFieldset title="Registration window (IST)">
        <div className="grid gap-4 sm:grid-cols-2">
          {WINDOW_FIELDS.map(({ name, label, hint, testId }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <AdminField label={label} hint={hint} error={fieldState.error?.message}>
                  <DateTimeInput
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    className={adminInputClass}
                    timeLabel={`${label}: time (IST)`}
                    data-testid={testId}
                  />
                </AdminField>
              )}
            />
          ))}
        </div>
        <label className="flex items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            {...register('isPublished')}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Published: shown on /kodex
        </label>
      </FormFieldset>
      {errors.root?.server?.message && <FormAlert message={errors.root.server.message} />}
    </form>
  );
}
