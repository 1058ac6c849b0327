import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

import { PrimaryCta } from './primary-cta.tsx';

export function HomeCta() {
  return (
    <section aria-labelledby="cta-title" className="container-page py-20">
      <div className="relative overflow-hidden rounded-3xl bg-brand-950 px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 size-96 -translate-x-1/2 rounded-full bg-brand-600/40 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
        >
          Ready to write your first line of code?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-brand-100">
          Start today. Your mentors, your batch and your first project are waiting.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PrimaryCta variant="inverse" />
          <Link to="/courses" className={buttonStyles({ variant: 'outline-inverse', size: 'lg' })}>
            Browse courses
          </Link>
        </div>
      </div>
    </section>
  );
}
