import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { CallbackButton } from '@/components/site/callback-button';
import * as Accordion from '@/components/ui/accordion';

import { band, shell } from './layout.ts';
import { SectionHeading } from './section-heading.tsx';

type HomeFaqProps = {
  faq: HomeContent['faq'];
  onRequestCallback: () => void;
  callbackLabel: string;
  /** The editor's preview opens every answer so edits show without clicking. */
  isExpanded?: boolean;
};

export function HomeFaq({ faq, onRequestCallback, callbackLabel, isExpanded }: HomeFaqProps) {
  const titleId = useId();
  if (faq.items.length === 0) return null;
  const values = faq.items.map((_, index) => String(index));
  return (
    <section aria-labelledby={titleId} className={clsx('bg-white', band)}>
      <div className={clsx(shell, 'grid gap-10 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)]')}>
        <div>
          <SectionHeading id={titleId} title={faq.title} />
          <p className="mt-4 max-w-sm text-base leading-relaxed text-slate-600">
            Can&apos;t find your answer? A counsellor will call you back.
          </p>
          <CallbackButton
            onClick={onRequestCallback}
            className="mt-5 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {callbackLabel}
          </CallbackButton>
        </div>
        <Accordion.Root
          // Re-mounts when items come or go so the preview keeps every answer open.
          key={isExpanded ? values.length : 'faq'}
          type="multiple"
          defaultValue={isExpanded ? values : []}
          className="divide-y divide-slate-200 border-y border-slate-200"
          data-testid="home-faq"
        >
          {faq.items.map((item, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 py-5 text-left text-base font-semibold text-slate-900 hover:text-brand-800 @2xl:text-lg">
                  <span className="break-words">{item.question}</span>
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 transition group-hover:bg-brand-50 group-hover:text-brand-700 group-data-[state=open]:rotate-180 group-data-[state=open]:bg-brand-600 group-data-[state=open]:text-white">
                    <ChevronDown className="size-4" aria-hidden="true" />
                  </span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pr-14 pb-6 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-600">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
