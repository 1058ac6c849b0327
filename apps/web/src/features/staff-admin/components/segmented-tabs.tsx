import { SegmentButton } from '@/components/admin/segment-choice';

/** A one-of-few choice shown as tabs on a grey track (e.g. a list's state filter). */
export function SegmentedTabs<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
    >
      {options.map((o) => (
        <SegmentButton
          key={o.value}
          role="radio"
          isOn={value === o.value}
          data-testid={`${testId}-${o.value || 'all'}`}
          onClick={() => onChange(o.value)}
          className="h-8 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors"
        >
          {o.label}
        </SegmentButton>
      ))}
    </div>
  );
}
