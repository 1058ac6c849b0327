/**
 * The shape of an event page (a Kodex contest, a webinar) while it loads: the dark hero with its
 * title lines and picture, then two content columns.
 */
export function EventPageSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <div className="bg-slate-950">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.2fr_1fr] lg:py-20">
          <div className="space-y-5">
            <div className="h-6 w-48 animate-pulse rounded-full bg-white/10" />
            <div className="h-14 w-4/5 animate-pulse rounded-xl bg-white/10" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-white/10" />
            <div className="h-10 w-3/4 animate-pulse rounded-xl bg-white/10" />
          </div>
          <div className="aspect-video animate-pulse rounded-3xl bg-white/5" />
        </div>
      </div>
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1.5fr_1fr]">
        <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
