import { clsx } from 'clsx';

export type DotStyle = { box: string; dot: string };

/** A rounded status label led by a coloured dot; each caller picks the colours of its states. */
export function DotBadge({
  label,
  look,
  testId,
  className,
}: {
  label: string;
  look: DotStyle;
  testId: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx('inline-flex items-center rounded-full py-1 text-xs', look.box, className)}
    >
      <span className={clsx('size-2 rounded-full', look.dot)} aria-hidden="true" />
      {label}
    </span>
  );
}
