import { Spinner } from './spinner.tsx';

type FullScreenStatusProps = { message: string };

/** A calm centred wait state, e.g. while the admin session is restored. */
export function FullScreenStatus({ message }: FullScreenStatusProps) {
  return (
    <main className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 bg-slate-50 px-6">
      <Spinner className="size-8 text-brand-700" />
      <p role="status" aria-live="polite" className="text-base font-medium text-slate-700">
        {message}
      </p>
    </main>
  );
}
