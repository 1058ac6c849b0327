import type { FieldValues } from 'react-hook-form';

import { FormText, type FormTextProps } from './text-fields.tsx';

/**
 * Text as a number: commas and spaces dropped; an empty box becomes `empty` (NaN by default, so
 * the schema answers with its "required" message; null or undefined where a blank means none).
 */
export function parseNumber(value: unknown, empty: number | null | undefined = Number.NaN) {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return empty;
  const text = String(value).replace(/,/g, '').trim();
  return text === '' ? empty : Number(text);
}

export type FormNumberProps<T extends FieldValues> = Omit<FormTextProps<T>, 'normalize'> & {
  /** What an empty box means: NaN (the schema's required message), null or undefined. */
  empty?: number | null | undefined;
};

/** A number typed as text (no spinner), optionally with ₹ before or % / weeks after it. */
export function FormNumber<T extends FieldValues = FieldValues>({
  empty = Number.NaN,
  rules,
  inputMode = 'numeric',
  ...props
}: FormNumberProps<T>) {
  return (
    <FormText<T>
      {...props}
      inputMode={inputMode}
      rules={{ ...rules, setValueAs: (v: unknown) => parseNumber(v, empty) }}
    />
  );
}

/** An amount in whole rupees, ₹ before it: what prices and fees are typed in. */
export function FormMoney<T extends FieldValues = FieldValues>(props: FormNumberProps<T>) {
  return <FormNumber<T> prefix="₹" {...props} />;
}

/** A live session's length (live class, webinar): whole minutes from 15 to 600, in fives. */
export function FormDuration<T extends FieldValues = FieldValues>(
  props: Omit<FormNumberProps<T>, 'label'>,
) {
  return (
    <FormNumber<T>
      label="Duration (minutes)"
      hint="15 to 600 minutes."
      type="number"
      min={15}
      max={600}
      step={5}
      {...props}
    />
  );
}
