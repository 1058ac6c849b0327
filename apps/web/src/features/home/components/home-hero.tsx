import { clsx } from 'clsx';
import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';

import { CodeWindow } from './code-window.tsx';
import { HomeActions } from './home-actions.tsx';
import { shell } from './layout.ts';

const STAT_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 @xl:grid-cols-4',
};

type HomeHeroProps = { hero: HomeContent['hero']; onRequestCallback: () => void };

export function HomeHero({ hero, onRequestCallback }: HomeHeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(48rem_28rem_at_85%_-5%,var(--color-brand-100),transparent_70%),radial-gradient(30rem_20rem_at_0%_110%,var(--color-brand-50),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[linear-gradient(to_right,rgb(15_23_42/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.04)_1px,transparent_1px)] bg-[size:3rem_3rem]"
      />
      <div
        className={clsx(
          shell,
          'grid items-center gap-12 py-14 @2xl:py-20 @5xl:grid-cols-[1.35fr_1fr] @5xl:gap-14 @5xl:py-24',
        )}
      >
        <div className="min-w-0">
          {hero.eyebrow && (
            <p className="inline-flex max-w-full items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm">
              <span className="relative flex size-2 shrink-0" aria-hidden="true">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60" />
                <span className="relative inline-flex size-2 rounded-full bg-brand-600" />
              </span>
              <span className="truncate">{hero.eyebrow}</span>
            </p>
          )}
          <h1
            id={titleId}
            data-testid="home-hero-title"
            className="mt-6 text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance break-words text-slate-900 @2xl:text-6xl @2xl:leading-[1.04] @5xl:text-[3.5rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty break-words text-slate-600">
            {hero.subtitle}
          </p>
          <HomeActions
            className="mt-9 flex flex-col gap-3 @md:flex-row @md:flex-wrap"
            link={hero.primaryCta}
            linkClassName={buttonStyles({ size: 'lg' })}
            callback={{
              onClick: onRequestCallback,
              testId: 'hero-callback',
              className: buttonStyles({ variant: 'secondary', size: 'lg' }),
              iconClassName: 'size-4 text-brand-700',
              children: hero.callbackLabel,
            }}
          />
          {hero.stats.length > 0 && (
            <dl
              className={clsx(
                'mt-12 grid gap-x-4 gap-y-6 border-t border-slate-200 pt-8 @xl:gap-x-8',
                STAT_COLUMNS[hero.stats.length],
              )}
            >
              {hero.stats.map((stat, index) => (
                <div key={index} className="flex min-w-0 flex-col-reverse gap-1">
                  <dt className="text-sm leading-snug text-slate-600">{stat.label}</dt>
                  <dd className="text-xl font-extrabold tracking-tight break-words text-slate-900 @md:text-2xl @xl:text-3xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {/* Decorative: beside the words on wide screens, left out where it would only push them down. */}
        <div className="hidden @5xl:block">
          <CodeWindow />
        </div>
      </div>
    </section>
  );
}
