import { clsx } from 'clsx';
import type { ChangeEvent, ComponentProps, Ref } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';

import { adminInputClass } from '@/components/admin/form-field';
import { TextField } from '@/components/ui/text-field';

import { AffixInput } from './affix-input.tsx';
import { FieldShell, publicControlClass, type FieldShellProps } from './field-shell.tsx';
import { useFormLook } from './form-look.ts';
import { useRegisteredField } from './use-registered-field.ts';

/** What every field of the set takes: its form path, label, hint and test id. */
export type FieldBaseProps<T extends FieldValues> = FieldShellProps & {
  name: Path<T>;
  testId?: string;
  rules?: RegisterOptions<T, Path<T>>;
  /** Classes of the control itself (height, font), added to the look's own. */
  inputClassName?: string;
  mono?: boolean;
};

export type FormTextProps<T extends FieldValues> = FieldBaseProps<T> &
  Omit<ComponentProps<'input'>, 'name' | 'prefix' | 'children' | 'className'> & {
    /** Fixed text before the value (+91, ₹) or after it (%, weeks). */
    prefix?: string;
    suffix?: string;
    /** Rewrites what is typed or pasted (digits only, capitals) before the form gets it. */
    normalize?: (text: string) => string;
  };

/** One ref callback for react-hook-form's ref and the caller's own (e.g. to read the caret). */
function bothRefs<E>(own: Ref<E> | undefined, form: (el: E | null) => void) {
  return (el: E | null) => {
    form(el);
    if (typeof own === 'function') own(el);
    else if (own) own.current = el;
  };
}

/** Rewrites the box's text in place; the caret stays where it was when the length does. */
function rewrite(el: HTMLInputElement | HTMLTextAreaElement, normalize: (text: string) => string) {
  const typed = el.value;
  const next = normalize(typed);
  if (next === typed) return;
  const caret = el.selectionStart;
  el.value = next;
  if (caret !== null && next.length === typed.length) el.setSelectionRange(caret, caret);
}

/** A one-line text field bound by name to the form around it. */
export function FormText<T extends FieldValues = FieldValues>({
  inputClassName,
  mono = false,
  prefix,
  suffix,
  normalize,
  ...props
}: FormTextProps<T>) {
  const { field, shell, marks, rest: input } = useRegisteredField<T, typeof props>(props);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (normalize) rewrite(event.target, normalize);
    return field.onChange(event);
  };
  const control = {
    ...input,
    ...field,
    ref: bothRefs(input.ref, field.ref),
    onChange,
    ...marks,
  };

  if (useFormLook() === 'public') {
    return <TextField {...control} {...shell} prefix={prefix} />;
  }
  const classes = clsx(mono && 'font-mono', inputClassName);
  return (
    <FieldShell {...shell}>
      {prefix || suffix ? (
        <AffixInput {...control} prefix={prefix} suffix={suffix} className={classes} />
      ) : (
        <input {...control} className={clsx(adminInputClass, classes)} />
      )}
    </FieldShell>
  );
}

export type FormTextAreaProps<T extends FieldValues> = FieldBaseProps<T> &
  Omit<ComponentProps<'textarea'>, 'name' | 'children' | 'className'> & {
    /** Grows with its text (public look: never below `rows`) instead of a fixed box. */
    autoGrow?: boolean;
  };

/** A multi-line text field bound by name to the form around it. */
export function FormTextArea<T extends FieldValues = FieldValues>({
  inputClassName,
  mono = false,
  autoGrow = false,
  rows = 3,
  ...props
}: FormTextAreaProps<T>) {
  const { field, error, shell, marks, rest: input } = useRegisteredField<T, typeof props>(props);
  const isPublic = useFormLook() === 'public';
  return (
    <FieldShell {...shell}>
      <textarea
        {...input}
        {...field}
        ref={bothRefs(input.ref, field.ref)}
        rows={rows}
        {...marks}
        // Public and growing: never below the rows asked for.
        style={isPublic && autoGrow ? { minHeight: `${rows * 1.625 + 1.6}rem` } : undefined}
        className={clsx(
          isPublic
            ? ['block w-full px-3.5 py-3', publicControlClass(error), !autoGrow && 'resize-none']
            : adminInputClass,
          autoGrow && 'field-sizing-content resize-y leading-relaxed',
          mono && 'font-mono',
          inputClassName,
        )}
      />
    </FieldShell>
  );
}
