import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { adminInputClass } from '@/components/admin/form-field';

import type { CourseFormValues } from '../../lib/course-form.ts';
import { moveItem } from '../../lib/list.ts';
import type { CoursePath } from './fields.tsx';
import { AddButton, ItemControls } from './list-controls.tsx';

type StringListFieldProps = {
  /** A string[] path, e.g. 'metaData.requirements'. */
  name: CoursePath;
  label: string;
  /** One entry's name, lower case: 'requirement'. */
  noun: string;
  max: number;
  placeholder?: string;
  hint?: string;
  testId: string;
  /** Smaller look inside a content section. */
  isNested?: boolean;
  /** Short entries (technologies) sit two to a row from sm up. */
  columns?: 1 | 2;
};

type ErrorNode = { message?: string; [index: number]: { message?: string } | undefined };

/**
 * An ordered list of short texts. Plain strings are not something useFieldArray manages (it
 * wants objects), so the list is read with useWatch and written back whole with setValue.
 * Enter in an entry adds a new one below it.
 */
export function StringListField({
  name,
  label,
  noun,
  max,
  placeholder,
  hint,
  testId,
  isNested = false,
  columns = 1,
}: StringListFieldProps) {
  const { control, setValue, formState } = useFormContext<CourseFormValues>();
  const items = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const { errors } = useFormState({ control, name });
  const listError = get(errors, name) as ErrorNode | undefined;
  const labelId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const write = (next: string[]) =>
    setValue(name, next as never, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });

  const add = (at = items.length) => {
    if (items.length >= max) return;
    write([...items.slice(0, at), '', ...items.slice(at)]);
    // The new box exists after the re-render this write causes.
    requestAnimationFrame(() => inputs.current[at]?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add(index + 1);
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
      {typeof listError?.message === 'string' && (
        <p role="alert" className="mb-2 text-xs font-medium text-red-700">
          {listError.message}
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
                  <span className="w-5 shrink-0 text-right text-xs text-slate-400 tabular-nums">
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
                    className={clsx(adminInputClass, 'h-9 min-w-0 flex-1')}
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
        onAdd={() => add()}
        testId={`${testId}-add`}
        size={isNested ? 'sm' : 'md'}
      />
    </div>
  );
}
