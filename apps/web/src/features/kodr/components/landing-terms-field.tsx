import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';

type LandingTermsFieldProps = Omit<ComponentProps<'input'>, 'type'> & { error?: string };

const TERMS = [
  'Submitting this form reserves no seat by itself: a seat is confirmed once the programme fee is paid in full.',
  'The fee includes 18% GST and is refundable in full only if you withdraw before the cohort starts.',
  'Classes are in person at our centre; regular attendance is expected to stay in the cohort.',
  'We will call, e-mail or message you about this programme using the details you give here, and never share them with anyone else.',
];

/** The Terms & Conditions checkbox, with the terms themselves one click away. */
export function LandingTermsField({ error, id, ...rest }: LandingTermsFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div>
      <div
        className={clsx(
          'rounded-xl border px-4 py-3.5',
          error ? 'border-red-300 bg-red-50/50' : 'border-slate-200 bg-slate-50',
        )}
      >
        <div className="flex items-start gap-3">
          <input
            id={inputId}
            type="checkbox"
            data-testid="kodr-tnc"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600"
            {...rest}
          />
          <label
            htmlFor={inputId}
            className="cursor-pointer text-sm leading-relaxed text-slate-700"
          >
            I have read and agree to the{' '}
            <span className="font-semibold text-slate-900">Terms &amp; Conditions</span> of the Kodr
            bootcamp.
          </label>
        </div>
        <details className="group mt-2 pl-8">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-800">
            Read the Terms &amp; Conditions
          </summary>
          <ul className="mt-2 list-disc space-y-1.5 pl-4 text-xs leading-relaxed text-slate-600">
            {TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </details>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
