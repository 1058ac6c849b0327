import { Outlet } from 'react-router';

import { SkipLink } from '@/components/ui/skip-link';
import { useNeedsPhoneVerification } from '@/core/auth/use-needs-phone-verification';
import { useCallbackPopup } from '@/core/callback-popup';
import { usePrefersReducedMotion } from '@/core/hooks/use-media-query';
import { useSmoothScroll } from '@/core/hooks/use-smooth-scroll';

import { NavigationProgress } from '../navigation-progress.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Public pages: site header and footer, and Lenis smooth scrolling unless motion is reduced. */
export function PublicLayout() {
  const prefersReducedMotion = usePrefersReducedMotion();
  // A modal owns scrolling while it is open; Lenis would fight its scroll lock.
  const needsPhoneVerification = useNeedsPhoneVerification();
  const isCallbackOpen = useCallbackPopup((s) => s.isOpen);
  useSmoothScroll(!prefersReducedMotion && !needsPhoneVerification && !isCallbackOpen);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
