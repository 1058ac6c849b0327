const bar = 'animate-pulse rounded-lg';

/** The page's shape while the cohort loads, so nothing jumps when it arrives. */
export function LandingSkeleton() {
  return (
    <div data-testid="kodr-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the Kodr bootcamp...
      </p>
      <div className="bg-brand-950">
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:py-24">
          <div aria-hidden="true">
            <div className={`${bar} h-7 w-56 rounded-full bg-white/10`} />
            <div className={`${bar} mt-6 h-16 w-64 bg-white/15 sm:h-20 sm:w-80`} />
            <div className={`${bar} mt-4 h-9 w-full max-w-lg bg-white/10`} />
            <div className={`${bar} mt-6 h-5 w-full max-w-xl bg-white/10`} />
            <div className={`${bar} mt-2 h-5 w-4/5 max-w-md bg-white/10`} />
            <div className={`${bar} mt-8 h-11 w-64 rounded-xl bg-amber-400/30`} />
            <div className="mt-10 flex gap-3">
              <div className={`${bar} h-12 w-40 rounded-xl bg-white/20`} />
              <div className={`${bar} h-12 w-48 rounded-xl bg-white/10`} />
            </div>
          </div>
          <div aria-hidden="true" className="rounded-3xl bg-white p-6 sm:p-8">
            <div className={`${bar} h-4 w-32 bg-slate-200`} />
            <div className={`${bar} mt-4 h-12 w-48 bg-slate-200`} />
            <div className={`${bar} mt-3 h-5 w-40 bg-slate-100`} />
            <div className="mt-6 space-y-3 border-t border-slate-100 pt-6">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={`${bar} h-4 bg-slate-100`} />
              ))}
            </div>
            <div className={`${bar} mt-7 h-12 rounded-xl bg-brand-100`} />
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="container-page grid gap-4 py-20 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${bar} h-28 rounded-2xl bg-slate-200/70`} />
        ))}
      </div>
    </div>
  );
}
