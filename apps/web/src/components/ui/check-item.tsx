import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** One ticked line of a topic or feature list. */
export function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2.5 text-sm leading-relaxed text-slate-700">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {children}
    </li>
  );
}
