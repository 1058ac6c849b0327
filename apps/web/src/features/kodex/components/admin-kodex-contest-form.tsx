import { useFieldArray, useWatch } from 'react-hook-form';

import { formatDateTimeRange, plural, type KodexContest } from '@app/shared';

import { AddRowButton, FormFieldset, RemoveRowButton } from '@/components/admin/form-fieldset';
import {
  Form,
  FormDateTime,
  FormSelect,
  FormServerAlert,
  FormText,
  FormTextArea,
  useZodForm,
} from '@/components/form';
import { fieldIssues, getErrorMessage, hasStatus } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import {
  useContestWhizzOptions,
  useSaveKodexContest,
  type KodexContestValues,
} from '../api/admin-kodex.ts';
import {
  contestFormDefaults,
  formFieldOf,
  ZContestForm,
  type ContestFormValues,
} from '../lib/contest-form.ts';

const SAVE_FAILED = 'Failed to save the contest';

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
  const form = useZodForm(ZContestForm, { defaultValues: contestFormDefaults(contest) });
  const { control, setError } = form;
  const prizes = useFieldArray({ control, name: 'prizes' });
  const whizzId = useWatch({ control, name: 'whizzId' });
  const chosen = whizzes.data?.find((w) => w._id === whizzId);

  const submit = async (body: KodexContestValues) => {
    onPendingChange?.(true);
    try {
      await save.mutateAsync({ id: contest?._id ?? null, body });
      onSaved();
    } catch (error) {
      // A conflict is about the whizz (it has a contest already).
      if (!hasStatus(error, 409) || fieldIssues(error).length > 0) throw error;
      setError('whizzId', { message: getErrorMessage(error, SAVE_FAILED) });
    } finally {
      onPendingChange?.(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      failureMessage={(error) => getErrorMessage(error, SAVE_FAILED)}
      fieldOf={(field) => formFieldOf(field.split('.'))}
      id={KODEX_CONTEST_FORM_ID}
      className="space-y-6"
    >
      <FormFieldset title="Contest whizz">
        <FormSelect<ContestFormValues>
          name="whizzId"
          label="External whizz"
          hint={
            chosen
              ? `Runs ${formatDateTimeRange(chosen.startDate, chosen.endsAt)} IST · ${plural(chosen.questions.length, 'problem')}`
              : 'An external whizz made only of coding problems; create it under Whizz first.'
          }
          placeholder={whizzes.isPending ? 'Loading whizzes…' : 'Choose a whizz'}
          isBlankAllowed
          testId="contest-whizz"
        >
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
        </FormSelect>
      </FormFieldset>

      <FormFieldset title="Page content">
        <FormText<ContestFormValues> name="title" label="Title" testId="contest-title" />
        <FormText<ContestFormValues> name="tagline" label="Tagline" />
        <FormTextArea<ContestFormValues> name="description" label="Description" rows={3} />
        <FormTextArea<ContestFormValues>
          name="rulesText"
          label="Rules"
          hint="One rule per line."
          rows={4}
        />
      </FormFieldset>

      <FormFieldset title="Prizes">
        <ul className="space-y-3">
          {prizes.fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
              <FormText<ContestFormValues>
                name={`prizes.${i}.place`}
                label={<span className="sr-only">Place {i + 1}</span>}
                placeholder="1st place"
              />
              <FormText<ContestFormValues>
                name={`prizes.${i}.reward`}
                label={<span className="sr-only">Reward {i + 1}</span>}
                placeholder="₹10,000"
              />
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
            <FormDateTime<ContestFormValues>
              key={name}
              name={name}
              label={label}
              hint={hint}
              timeLabel={`${label}: time (IST)`}
              testId={testId}
            />
          ))}
        </div>
        <label className="flex items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            {...form.register('isPublished')}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Published: shown on /kodex
        </label>
      </FormFieldset>
      <FormServerAlert />
    </Form>
  );
}
