import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';

import { HomeActions } from './home-actions.tsx';
import { shell } from './layout.ts';

type HomeCtaProps = { cta: HomeContent['cta']; onRequestCallback: () => void };

export function HomeCta({ cta, onRequestCallback }: HomeCtaProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-white pb-16 @2xl:pb-24">
      <div className={shell}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-950 px-6 py-14 text-center shadow-pop @2xl:px-14 @2xl:py-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 left-1/2 -z-10 size-[28rem] -translate-x-1/2 rounded-full bg-brand-600/50 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-32 -z-10 size-80 rounded-full bg-amber-400/15 blur-3xl"
          />
          <h2
            id={titleId}
            className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance break-words text-white @2xl:text-5xl"
          >
            {cta.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty break-words text-brand-100">
            {cta.text}
          </p>
          <HomeActions
            className="mt-9 flex flex-col justify-center gap-3 @md:flex-row"
            link={cta.button}
            linkClassName={buttonStyles({ variant: 'inverse', size: 'lg' })}
            callback={{
              onClick: onRequestCallback,
              testId: 'cta-callback',
              className: buttonStyles({ variant: 'outline-inverse', size: 'lg' }),
            }}
          />
        </div>
      </div>
    </section>
  );
}
