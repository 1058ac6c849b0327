import { clsx } from 'clsx';
import { useState, type AriaAttributes, type ChangeEvent, type InputHTMLAttributes } from 'react';

import type { InputResult } from '@app/shared';

type TypedValueOptions = {
  /** The form's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** Typed text → the value, or why it is not one. */
  parse: (text: string) => InputResult;
  /** The value → its text. */
  format: (value: string) => string;
  /** Whether the text looks finished, so a problem shows before the field is left. */
  isFinished?: (text: string) => boolean;
  /** The text box's keyboard, example and length, e.g. numeric, 'dd/mm/yyyy', 14. */
  box: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'placeholder' | 'maxLength'>;
};

/**
 * The text of a field that holds a value typed in another form (a dd/mm/yyyy date for a
 * 'YYYY-MM-DD' value). Like a native date input, the form gets '' while the text is unfinished
 * or not a value; what is wrong shows once the field is left (or the text looks finished).
 */
export function useTypedValue({
  value,
  onChange,
  parse,
  format,
  isFinished,
  box,
}: TypedValueOptions) {
  const [text, setText] = useState(() => format(value));
  // The value the text stands for; another value from outside (a reset, a preset) replaces it.
  const [shown, setShown] = useState(value);
  const [isLeft, setIsLeft] = useState(false);
  if (value !== shown) {
    setShown(value);
    setText(format(value));
    setIsLeft(false);
  }

  const result = parse(text);
  const problem = isLeft || isFinished?.(text) ? result.error : undefined;

  /** Takes new text and tells the form its value (every edit, so the form can clear errors). */
  const change = (next: string) => {
    const nextValue = parse(next).value ?? '';
    setText(next);
    setShown(nextValue);
    setIsLeft(false);
    onChange(nextValue);
  };

  return {
    text,
    problem,
    change,
    /** The text box's type, keyboard, example, length, text and edits. */
    textProps: {
      ...box,
      type: 'text',
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.target.value),
    },
    /** The field was left: show its problem, or tidy the text ('9/1/2027' → '09/01/2027'). */
    leave() {
      setIsLeft(true);
      if (result.value) setText(format(result.value));
    },
  };
}

/** A typed field's aria-invalid and aria-describedby: the form's own, plus its problem. */
export function problemAria(
  ariaInvalid: AriaAttributes['aria-invalid'],
  describedBy: string | undefined,
  problem: string | undefined,
  problemId: string,
) {
  return {
    'aria-invalid': ariaInvalid || problem ? true : undefined,
    'aria-describedby': clsx(describedBy, problem && problemId) || undefined,
  } as const;
}
