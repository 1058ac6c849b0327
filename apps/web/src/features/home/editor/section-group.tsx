import type { ReactNode } from 'react';

/** A titled group of fields inside a section tab. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
