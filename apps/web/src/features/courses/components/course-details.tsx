import { clsx } from 'clsx';
import {
  Award,
  CheckCircle2,
  ChevronDown,
  Circle,
  ExternalLink,
  PlayCircle,
  Sparkles,
} from 'lucide-react';
import { useState } from 'react';

import { plural, type Course } from '@app/shared';

import { StepNumber } from '@/components/site/step-number';
import * as Accordion from '@/components/ui/accordion';
import { CheckItem } from '@/components/ui/check-item';

import { safeHttpUrl, videoEmbedUrl } from '../lib/video.ts';

type Meta = Course['metaData'];

/** The full description, paragraph by paragraph. */
export function CourseDescription({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="max-w-3xl space-y-4 text-base leading-relaxed whitespace-pre-line text-slate-700">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** Outcomes: a two-column checklist in a soft brand panel. */
export function CourseOutcomes({ items }: { items: string[] }) {
  return (
    <ul
      role="list"
      className="grid gap-3 rounded-2xl border border-brand-100 bg-brand-50/50 p-5 sm:grid-cols-2 sm:p-6"
    >
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-[15px] leading-relaxed text-slate-800">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function CourseRequirements({ items }: { items: string[] }) {
  return (
    <ul role="list" className="space-y-2.5">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-[15px] leading-relaxed text-slate-700">
          <Circle
            className="mt-2 size-2 shrink-0 fill-brand-500 text-brand-500"
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The content outline: sections that open one at a time (the first open to begin with). */
export function CourseOutline({ sections }: { sections: Meta['content'] }) {
  const [open, setOpen] = useState('section-0');
  const topicCount = sections.reduce((n, s) => n + s.content.length, 0);
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">
        {plural(sections.length, 'section')} · {plural(topicCount, 'topic')}
      </p>
      <Accordion.Root
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        data-testid="course-outline"
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
      >
        {sections.map((section, index) => {
          const key = `section-${index}`;
          const isOpen = open === key;
          return (
            <Accordion.Item key={key} value={key} data-testid="outline-section">
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-slate-50 sm:px-6">
                  <StepNumber index={index} isOpen={isOpen} className="size-9 rounded-lg text-sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold break-words text-slate-900">
                      {section.title}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {plural(section.content.length, 'topic')}
                    </span>
                  </span>
                  <ChevronDown
                    className={clsx(
                      'size-5 shrink-0 text-slate-500 transition-transform',
                      isOpen && 'rotate-180',
                    )}
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="data-[state=open]:animate-fade-in">
                <ul
                  role="list"
                  className="grid gap-2 px-5 pb-5 sm:grid-cols-2 sm:px-6 sm:pl-[4.75rem]"
                >
                  {section.content.map((topic, i) => (
                    <CheckItem key={i}>{topic}</CheckItem>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </div>
  );
}

export function CourseTechStack({ items }: { items: string[] }) {
  return (
    <ul role="list" data-testid="course-tech-stack" className="flex flex-wrap gap-2.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-xl border border-slate-200 bg-white px-3.5 py-2 font-mono text-sm font-semibold text-slate-800 shadow-sm"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function CourseFeatures({ items }: { items: string[] }) {
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <li
          key={i}
          className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Sparkles className="size-4" aria-hidden="true" />
          </span>
          <span className="self-center text-[15px] font-medium text-slate-800">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** FAQs: any number open at once. */
export function CourseFaqs({ faqs }: { faqs: Meta['faqs'] }) {
  return (
    <Accordion.Root type="multiple" data-testid="course-faqs" className="space-y-3">
      {faqs.map((faq, i) => (
        <Accordion.Item
          key={i}
          value={`faq-${i}`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card data-[state=open]:border-brand-200"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 sm:px-6">
              {faq.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-[15px] leading-relaxed whitespace-pre-line text-slate-700 data-[state=open]:animate-fade-in sm:px-6">
            {faq.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** The display video: embedded when it is a YouTube/Vimeo link, otherwise offered as a link. */
export function CourseVideo({ url, title }: { url: string; title: string }) {
  const embed = videoEmbedUrl(url);
  const link = safeHttpUrl(url);
  if (embed) {
    return (
      <div className="overflow-hidden rounded-2xl bg-slate-950 shadow-pop ring-1 ring-slate-900/10">
        <iframe
          src={embed}
          title={`${title}: course preview video`}
          data-testid="course-video"
          className="aspect-video w-full"
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer noopener"
      data-testid="course-video-link"
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-200"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
        <PlayCircle className="size-6" aria-hidden="true" />
      </span>
      <span className="flex-1">
        <span className="block font-bold text-slate-900">Watch the course preview</span>
        <span className="block text-sm text-slate-600">Opens in a new tab</span>
      </span>
      <ExternalLink
        className="size-5 text-slate-500 group-hover:text-brand-700"
        aria-hidden="true"
      />
    </a>
  );
}

export function CourseCertificate({ title }: { title: string }) {
  return (
    <div
      data-testid="course-certificate"
      className="relative isolate flex flex-col gap-5 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-6 text-white shadow-pop sm:flex-row sm:items-center sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-amber-400/20 blur-3xl"
      />
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-amber-400 text-amber-950 shadow-lg shadow-amber-500/30">
        <Award className="size-8" aria-hidden="true" />
      </span>
      <div>
        <p className="text-lg font-bold">Certificate of completion</p>
        <p className="mt-1 text-sm leading-relaxed text-brand-100">
          Finish {title} and its projects to earn a KodeSchool certificate you can add to your
          résumé and LinkedIn profile.
        </p>
      </div>
    </div>
  );
}

export function CourseInstructors({ instructors }: { instructors: Course['instructors'] }) {
  return (
    <ul role="list" data-testid="course-instructors" className="grid gap-4 sm:grid-cols-2">
      {instructors.map((person) => {
        const parts = person.name.trim().split(/\s+/);
        const initials = `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`;
        return (
          <li
            key={person._id}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
          >
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-500 text-base font-bold text-white"
            >
              {initials.toUpperCase() || '?'}
            </span>
            <span>
              <span className="block font-bold text-slate-900">{person.name}</span>
              <span className="block text-sm text-slate-600">Instructor</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
