import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

import type { KodrCohort } from '@app/shared';

import { StepNumber } from '@/components/site/step-number';
import * as Accordion from '@/components/ui/accordion';
import { CheckItem } from '@/components/ui/check-item';

import { LandingSectionHeading } from './landing-section-heading.tsx';

const phaseKey = (index: number) => `phase-${index}`;

/** 'Phase 1: Full MERN Stack Mastery' → ['Phase 1', 'Full MERN Stack Mastery']. */
function splitPhase(title: string, index: number): [string, string] {
  const match = /^(phase\s*\d+)\s*[:.\-–—]\s*(.+)$/i.exec(title);
  return match ? [match[1]!, match[2]!] : [`Phase ${index + 1}`, title];
}

/** The syllabus: one phase open or none (product.md §4), the first open to begin with. */
export function LandingSyllabus({ cohort }: { cohort: KodrCohort }) {
  const [openPhase, setOpenPhase] = useState(phaseKey(0));

  return (
    <section aria-labelledby="kodr-syllabus-title" className="bg-white py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <LandingSectionHeading
            id="kodr-syllabus-title"
            eyebrow="Syllabus"
            title={`${cohort.syllabus.length} phases from first commit to production`}
            description="Each phase builds on the last and ends with something you have built yourself."
          />
        </div>
        <Accordion.Root
          type="single"
          collapsible
          value={openPhase}
          onValueChange={setOpenPhase}
          className="space-y-3"
          data-testid="kodr-syllabus"
        >
          {cohort.syllabus.map((phase, index) => {
            const key = phaseKey(index);
            const isOpen = openPhase === key;
            const [label, name] = splitPhase(phase.title, index);
            return (
              <Accordion.Item
                key={key}
                value={key}
                data-testid="syllabus-phase"
                className={clsx(
                  'overflow-hidden rounded-2xl border bg-white transition-shadow',
                  isOpen ? 'border-brand-200 shadow-pop' : 'border-slate-200 shadow-card',
                )}
              >
                {/* Radix renders the header as an <h3>, under the section's <h2>. */}
                <Accordion.Header>
                  <Accordion.Trigger
                    data-testid="syllabus-trigger"
                    className="group flex w-full items-center gap-4 px-5 py-5 text-left sm:px-6"
                  >
                    <StepNumber
                      index={index}
                      isOpen={isOpen}
                      className="size-11 rounded-xl text-base"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-xs font-bold tracking-widest text-brand-700 uppercase">
                        {label}
                      </span>
                      <span className="mt-0.5 block text-base font-bold text-slate-900 sm:text-lg">
                        {name}
                      </span>
                    </span>
                    <span
                      data-testid="syllabus-toggle"
                      className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 group-hover:bg-brand-50"
                    >
                      {isOpen ? 'Collapse' : 'Expand'}
                      <ChevronDown
                        className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
                        aria-hidden="true"
                      />
                    </span>
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="data-[state=open]:animate-fade-in">
                  <ul className="grid gap-2.5 border-t border-slate-100 px-5 py-5 sm:grid-cols-2 sm:px-6">
                    {phase.topics.map((topic, topicIndex) => (
                      <CheckItem key={topicIndex}>{topic}</CheckItem>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      </div>
    </section>
  );
}
