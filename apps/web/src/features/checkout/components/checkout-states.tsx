import { AlertTriangle, ArrowLeft, ArrowRight, SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { COMMERCE_MSG, COURSES_MSG } from '@app/shared';

import { SiteStatus } from '@/components/site/site-states';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryPanelButton } from '@/components/ui/retry-button';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';

/** No batchId, or one that is not 24 hex characters (checked before any call), or unknown. */
export function InvalidBatch({ message = COURSES_MSG.invalidBatchId }: { message?: string }) {
  return (
    <SiteStatus
      testId="checkout-invalid"
      className="container-page py-20 sm:py-24"
      icon={SearchX}
      title={message}
      description="This checkout link does not point to a batch we can sell. Pick a batch from its course page."
      links={[{ to: '/courses', label: 'Browse courses', icon: ArrowLeft }]}
    >
      <title>{`${message} | KodeSchool`}</title>
    </SiteStatus>
  );
}

/** The quote could not be loaded: its reason and a retry. */
export function QuoteError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const message = getErrorMessage(error, 'Could not load this checkout.');
  const isEnrolled = message === COMMERCE_MSG.alreadyEnrolled;
  return (
    <div data-testid="checkout-error" className="container-page py-20 sm:py-24">
      <StatusPanel
        icon={AlertTriangle}
        tone={isEnrolled ? 'brand' : 'danger'}
        title={isEnrolled ? 'Already enrolled' : 'Checkout unavailable'}
        description={<span role="alert">{message}</span>}
        actions={
          isEnrolled ? (
            <Link to="/classroom" className={buttonStyles({})}>
              Go to my classroom
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <>
              <Link to="/courses" className={buttonStyles({ variant: 'secondary' })}>
                Browse courses
              </Link>
              <RetryPanelButton
                onRetry={onRetry}
                isRetrying={isRetrying}
                loadingText="Retrying..."
              />
            </>
          )
        }
      />
    </div>
  );
}

/** A refused order (already enrolled, closed, full, pending approval…) with where to go next. */
export function OrderAlert({ message }: { message: string }) {
  const link =
    message === COMMERCE_MSG.alreadyEnrolled
      ? { to: '/classroom', label: 'Go to my classroom' }
      : message === COMMERCE_MSG.pendingApprovalExists
        ? { to: '/profile#payments', label: 'See my payments' }
        : null;
  return (
    <div data-testid="checkout-alert" className="space-y-2">
      <FormAlert message={message} />
      {link && (
        <Link
          to={link.to}
          data-testid="checkout-alert-link"
          className="link inline-flex items-center gap-1 text-sm"
        >
          {link.label}
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

/** Same shape as the page, while the quote loads. */
export function CheckoutSkeleton() {
  return (
    <div
      data-testid="checkout-loading"
      aria-busy="true"
      className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
    >
      <p role="status" className="sr-only">
        Loading checkout...
      </p>
      <div className="space-y-6" aria-hidden="true">
        <div className="h-56 animate-pulse rounded-2xl bg-slate-200/70" />
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />
      </div>
      <div className="h-96 animate-pulse rounded-2xl bg-slate-200/70" aria-hidden="true" />
    </div>
  );
}
