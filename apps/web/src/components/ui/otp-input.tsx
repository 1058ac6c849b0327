import { clsx } from 'clsx';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

type OtpInputProps = {
  /** One entry per box; '' for an empty box. */
  value: string[];
  onChange: (next: string[]) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Separate digit boxes that behave like one field: typing moves forward, Backspace on an
 * empty box moves back, and pasting (or SMS autofill into the first box) fills them all.
 */
export function OtpInput({ value, onChange, label, error, disabled, autoFocus }: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const length = value.length;

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  // Writes digits starting at `from`, then focuses the box after the last one written.
  const fillFrom = (from: number, digits: string) => {
    const next = [...value];
    const chars = digits.slice(0, length - from).split('');
    chars.forEach((d, i) => {
      next[from + i] = d;
    });
    onChange(next);
    focusBox(from + chars.length);
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A full code typed or autofilled into one box is spread over all of them.
    if (digits.length >= length) fillFrom(0, digits);
    else fillFrom(index, digits.length > 1 ? digits.slice(-1) : digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fillFrom(digits.length >= length ? 0 : index, digits);
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 w-full text-center text-sm font-medium text-slate-800">
        {label}
      </legend>
      <div className="flex justify-center gap-3">
        {value.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              inputs.current[i] = el;
            }}
            data-testid={`otp-digit-${i}`}
            aria-label={`Digit ${i + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            autoFocus={autoFocus && i === 0}
            disabled={disabled}
            value={digit}
            onChange={(e) => handleInput(i, e.target.value)}
            onKeyDown={(e) => handleKeyDown(i, e)}
            onPaste={(e) => handlePaste(i, e)}
            onFocus={(e) => e.target.select()}
            className={clsx(
              'size-14 rounded-xl border bg-white text-center text-2xl font-bold text-slate-900 transition',
              'outline-none focus:ring-4 disabled:bg-slate-100',
              error
                ? 'border-red-500 focus:ring-red-100'
                : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            )}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-center text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
