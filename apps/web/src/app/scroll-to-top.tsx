import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { scrollToTopNow } from '@/core/hooks/use-smooth-scroll';

/** Every path change starts at the top of the page (query or hash changes do not). */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    scrollToTopNow();
  }, [pathname]);

  return null;
}
