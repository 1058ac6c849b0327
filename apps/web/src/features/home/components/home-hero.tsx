import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

import { CodeWindow } from './code-window.tsx';
import { PrimaryCta } from './primary-cta.tsx';

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className="container-page relative grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles className="size-4" aria-hidden="true" />A coding school for India
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl"
          >
            Learn to code, <span className="text-brand-700">get hired.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Live, mentor-led courses, a 100-day in-house bootcamp and weekly coding challenges that
            take you from your first line of code to your first developer job.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <PrimaryCta />
            <Link to="/kodr" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              See the Kodr bootcamp
            </Link>
          </div>
        </div>
        <CodeWindow />
      </div>
    </section>
  );
}
