import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

import * as Accordion from '@/components/ui/accordion';

/**
 * One module of a course as an accordion item: what leads it (its number or a tick), its title
 * and a summary line; the lessons are the children. `wide` pads it as on the public course page.
 */
export function ModuleItem({
  value,
  testId,
  lead,
  title,
  summary,
  wide = false,
  children,
}: {
  value: string;
  testId: string;
  lead: ReactNode;
  title: string;
  summary: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Accordion.Item
      value={value}
      data-testid={testId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card data-[state=open]:border-brand-200"
    >
      <Accordion.Header>
        <Accordion.Trigger
          className={clsx(
            'group flex w-full items-center gap-4 py-4 text-left',
            wide ? 'px-5 sm:px-6' : 'px-4 sm:px-5',
          )}
        >
          {lead}
          <span className="min-w-0 flex-1">
            <span className="block font-bold break-words text-slate-900">{title}</span>
            <span className="block text-xs text-slate-500">{summary}</span>
          </span>
          <ChevronDown
            className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content
        className={clsx(
          'border-t border-slate-100 data-[state=open]:animate-fade-in',
          wide && 'px-5 py-4 sm:px-6',
        )}
      >
        {children}
      </Accordion.Content>
    </Accordion.Item>
  );
}
