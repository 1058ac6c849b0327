/** Grey placeholder blocks while a part of the classroom loads. */
export function BlockSkeleton({ rows = 3, height = 'h-16' }: { rows?: number; height?: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-2xl bg-slate-200/70`}
        />
      ))}
    </div>
  );
}
