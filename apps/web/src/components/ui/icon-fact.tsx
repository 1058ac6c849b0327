import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** How a screen draws its facts: the box, the label (`term`) with its sign, and the value. */
export type FactLook = { box: string; term: string; icon: string; value: string };

/** One labelled fact of a description list: its label led by a sign, then the value. */
export function IconFact({
  icon: Icon,
  label,
  look,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  look: FactLook;
  /** on the value */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={look.box}>
      <dt className={look.term}>
        <Icon className={look.icon} aria-hidden="true" />
        {label}
      </dt>
      <dd className={look.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
