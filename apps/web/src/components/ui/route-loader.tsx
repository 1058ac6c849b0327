import { Spinner } from './spinner.tsx';

/** An in-page wait state for content areas that already sit inside a layout's <main>. */
export function RouteLoader({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-6">
      <Spinner className="size-7 text-brand-700" />
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
        {message}
      </p>
    </div>
  );
}
