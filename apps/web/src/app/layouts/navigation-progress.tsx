import { useNavigation } from 'react-router';

/** A thin bar while the router fetches a lazily loaded page, so a click never feels ignored. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="animate-progress h-full w-2/5 bg-brand-600" />
    </div>
  );
}
