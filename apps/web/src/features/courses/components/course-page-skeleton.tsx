const bar = 'animate-pulse rounded-lg';

/** The course page's shape while it loads. */
export function CoursePageSkeleton() {
  return (
    <div data-testid="course-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the course...
      </p>
      <div className="bg-brand-950">
        <div className="container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[1.35fr_1fr] lg:gap-14 lg:py-16">
          <div aria-hidden="true">
            <div className={`${bar} h-4 w-40 bg-white/10`} />
            <div className={`${bar} mt-8 h-4 w-32 bg-amber-300/30`} />
            <div className={`${bar} mt-4 h-12 w-full max-w-lg bg-white/15`} />
            <div className={`${bar} mt-3 h-12 w-2/3 bg-white/15`} />
            <div className={`${bar} mt-6 h-5 w-full max-w-xl bg-white/10`} />
            <div className={`${bar} mt-2 h-5 w-4/5 bg-white/10`} />
            <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <div key={i} className={`${bar} h-14 rounded-xl bg-white/5`} />
              ))}
            </div>
          </div>
          <div aria-hidden="true" className="overflow-hidden rounded-3xl bg-white">
            <div className="aspect-video animate-pulse bg-brand-100" />
            <div className="p-7">
              <div className={`${bar} h-10 w-40 bg-slate-200`} />
              <div className={`${bar} mt-6 h-12 bg-brand-100`} />
              <div className={`${bar} mt-3 h-12 bg-slate-100`} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
