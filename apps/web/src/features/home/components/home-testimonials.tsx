import { clsx } from 'clsx';
import { Quote } from 'lucide-react';
import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { band, largeCardColumns, shell } from './layout.ts';
import { SectionHeading } from './section-heading.tsx';

type HomeTestimonialsProps = { testimonials: HomeContent['testimonials'] };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function HomeTestimonials({ testimonials }: HomeTestimonialsProps) {
  const titleId = useId();
  if (testimonials.items.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('relative isolate overflow-hidden bg-slate-950', band)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 -z-10 size-[36rem] rounded-full bg-brand-700/25 blur-3xl"
      />
      <div className={shell}>
        <SectionHeading id={titleId} title={testimonials.title} tone="dark" />
        <ul
          role="list"
          className={clsx('mt-12 grid gap-6', largeCardColumns(testimonials.items.length))}
        >
          {testimonials.items.map((item, index) => (
            <li key={index} className="flex">
              <figure className="flex w-full flex-col rounded-2xl bg-white/[0.04] p-7 ring-1 ring-white/10 backdrop-blur">
                <Quote className="size-8 text-brand-400" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed break-words text-slate-200">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-7 flex items-center gap-3 border-t border-white/10 pt-5">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-white"
                  >
                    {initialsOf(item.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-white">{item.name}</span>
                    {item.role && (
                      <span className="block text-sm break-words text-slate-400">{item.role}</span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
