import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { adminInputClass } from '@/components/admin/form-field';
import { AddButton, ItemControls } from '@/components/admin/list-controls';
import { enterInList, moveItem } from '@/components/admin/string-list';

type StringListFieldProps = {
  /** A string[] path of the form around it, e.g. 'metaData.category' or 'constraints'. */
  name: string;
  label: string;
  /** One entry's name, lower case: 'requirement'. */
  noun: string;
  max: number;
  placeholder?: string;
  hint?: string;
  /** The group; entries are `${testId}-${index}`, the add button `${testId}-add`. */
  testId: string;
  /** Smaller look inside a nested section. */
  isNested?: boolean;
  /** Short entries (technologies) sit two to a row from sm up. */
  columns?: 1 | 2;
  /** Monospaced entries (constraints such as "1 ≤ n ≤ 10^5"). */
  mono?: boolean;
};

type ErrorNode = {
  message?: string;
  root?: { message?: string };
  [index: number]: { message?: string } | undefined;
};

/**
 * The one ordered list of short texts of every staff editor (course lists, a content section's
 * topics, a coding problem's constraints). Plain strings are not something useFieldArray manages
 * (it wants objects), so the list is read with useWatch and written back whole with setValue.
 * Enter moves to a new entry below without ever piling up blank ones (enterInList); the shared
 * schemas drop a blank entry on save, so one left behind never blocks saving.
 */
export function FormStringList({
  name,
  label,
  noun,
  max,
  placeholder,
  hint,
  testId,
  isNested = false,
  columns = 1,
  mono = false,
}: StringListFieldProps) {
  const { control, setValue, formState } = useFormContext<Record<string, unknown>>();
  const items = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const { errors } = useFormState({ control, name });
  const listError = get(errors, name) as ErrorNode | undefined;
  const listMessage = listError?.message || listError?.root?.message;
  const labelId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const write = (next: string[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  // The entry exists after the re-render a write causes.
  const focusLater = (index: number) => requestAnimationFrame(() => inputs.current[index]?.focus());

  const add = () => {
    if (items.length >= max) return;
    write([...items, '']);
    focusLater(items.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter never submits the whole form from inside a list.
    event.preventDefault();
    const step = enterInList(items, index, max);
    if (!step) return;
    if (step.items.length !== items.length) write(step.items);
    focusLater(step.focus);
  };

  return (
    <div role="group" aria-labelledby={labelId} data-testid={testId}>
      <p
        id={labelId}
        className={clsx(
          'mb-1 font-medium text-slate-800',
          isNested ? 'text-xs tracking-wide text-slate-600 uppercase' : 'text-sm',
        )}
      >
        {label}
      </p>
      {hint && <p className="mb-2 text-xs text-slate-600">{hint}</p>}
      {listMessage && (
        <p role="alert" className="mb-2 text-xs font-medium text-red-700">
          {listMessage}
        </p>
      )}
      {items.length > 0 && (
        <ol className={clsx('mb-2 grid gap-2', columns === 2 && 'sm:grid-cols-2 sm:gap-x-4')}>
          {items.map((value, index) => {
            const error = listError?.[index]?.message;
            const errorId = `${labelId}-${index}-error`;
            return (
              <li key={index}>
                <div className="flex items-center gap-1.5">
                  <span className="w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums">
                    {index + 1}.
                  </span>
                  <input
                    ref={(el) => {
                      inputs.current[index] = el;
                    }}
                    value={value}
                    onChange={(e) => write(items.map((v, i) => (i === index ? e.target.value : v)))}
                    onKeyDown={(e) => onKeyDown(e, index)}
                    placeholder={placeholder}
                    aria-label={`${label}: ${noun} ${index + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    data-testid={`${testId}-${index}`}
                    autoComplete="off"
                    enterKeyHint="next"
                    className={clsx(adminInputClass, 'h-9 min-w-0 flex-1', mono && 'font-mono')}
                  />
                  <ItemControls
                    label={`${noun} ${index + 1}`}
                    index={index}
                    count={items.length}
                    onMove={(from, to) => write(moveItem(items, from, to))}
                    onRemove={(at) => write(items.filter((_, i) => i !== at))}
                    testId={`${testId}-${index}`}
                  />
                </div>
                {error && (
                  <p
                    id={errorId}
                    role="alert"
                    className="mt-1 ml-6.5 text-xs font-medium text-red-700"
                  >
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <AddButton
        noun={noun}
        count={items.length}
        max={max}
        onAdd={add}
        testId={`${testId}-add`}
        size={isNested ? 'sm' : 'md'}
      />
    </div>
  );
}
