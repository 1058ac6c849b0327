import { AlertCircle } from 'lucide-react';

/** A form-level error under the fields (a server answer that belongs to no single field). */
export function FormAlert({ message, testId }: { message: string; testId?: string }) {
  return (
    <p
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
