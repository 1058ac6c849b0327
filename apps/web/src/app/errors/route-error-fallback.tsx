import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

import { ErrorFallback } from './error-fallback.tsx';

/** The router's errorElement: a crash in any page or layout lands here. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  // A fresh navigation to the same address clears the router's error state and re-renders
  // the page, without the full reload that "Refresh Page" does.
  const tryAgain = () => void navigate(`${pathname}${search}${hash}`, { replace: true });

  return <ErrorFallback onTryAgain={tryAgain} />;
}
