const bar = 'animate-pulse rounded-lg bg-slate-200/80';

/** Card-shaped placeholders while the catalogue loads. */
export function CourseGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div data-testid="courses-loading" aria-busy="true">
      <p role="status" className="sr-only">
        Loading courses...
      </p>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
          >
            <div className="aspect-video animate-pulse bg-gradient-to-br from-brand-100 to-slate-100" />
            <div className="p-6">
              <div className={`${bar} h-3 w-24`} />
              <div className={`${bar} mt-3 h-5 w-4/5`} />
              <div className={`${bar} mt-2 h-5 w-3/5`} />
              <div className="mt-4 flex gap-3">
                <div className={`${bar} h-4 w-20`} />
                <div className={`${bar} h-4 w-16`} />
              </div>
              <div className="mt-6 border-t border-slate-100 pt-4">
                <div className={`${bar} h-7 w-28`} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
