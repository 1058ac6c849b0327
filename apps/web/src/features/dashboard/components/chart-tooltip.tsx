import type { ReactNode } from 'react';

export type TooltipRow = { color: string; label: string; value: ReactNode };

/** The box a chart shows on hover or keyboard focus: a heading, coloured rows and a footer. */
export function TooltipBox({
  title,
  rows,
  footer,
}: {
  title: ReactNode;
  rows: TooltipRow[];
  footer?: ReactNode;
}) {
  return (
    <div className="min-w-44 rounded-xl border border-slate-200 bg-white/95 px-3 py-2.5 text-sm shadow-pop backdrop-blur">
      <p className="mb-1.5 font-semibold text-slate-900">{title}</p>
      <ul className="space-y-1">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-2 text-slate-600">
              <span
                className="size-2.5 rounded-sm"
                style={{ backgroundColor: row.color }}
                aria-hidden="true"
              />
              {row.label}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
      {footer && (
        <p className="mt-2 border-t border-slate-100 pt-1.5 text-xs text-slate-600">{footer}</p>
      )}
    </div>
  );
}

/** The data row under the pointer, from recharts' tooltip props (typed loosely by recharts). */
export function hoveredRow<T>(props: { active?: boolean; payload?: readonly unknown[] }): T | null {
  if (!props.active || !props.payload?.length) return null;
  const first = props.payload[0] as { payload?: T } | undefined;
  return first?.payload ?? null;
}
