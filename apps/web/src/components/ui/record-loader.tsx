import { ArrowLeft, CircleAlert, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { clientMessage, isNotFound } from '@/core/api-client';

import { buttonStyles } from './button-styles.ts';
import { RetryPanelButton } from './retry-button.tsx';
import { RouteLoader } from './route-loader.tsx';
import { StatusPanel } from './status-panel.tsx';

/** The parts of a TanStack query for one record the loader reads. */
export type RecordQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type Problem = { title: string; description: ReactNode };

/**
 * A page-wide problem in place of a record: not found, a malformed address, or a failed load
 * with a retry. RecordLoader shows it; a page with its own kind of problem shows it too.
 */
export function RecordProblem({
  icon = CircleAlert,
  title,
  description,
  back,
  onRetry,
  isRetrying = false,
  testId,
}: Problem & {
  icon?: LucideIcon;
  back?: { to: string; label: string };
  onRetry?: () => void;
  isRetrying?: boolean;
  testId?: string;
}) {
  return (
    <div role="alert" data-testid={testId}>
      <StatusPanel
        icon={icon}
        tone="danger"
        title={title}
        description={description}
        actions={
          <>
            {back && (
              <Link to={back.to} className={buttonStyles({ variant: 'secondary' })}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {back.label}
              </Link>
            )}
            {onRetry && (
              <RetryPanelButton onRetry={onRetry} isRetrying={isRetrying} loadingText="Retrying…" />
            )}
          </>
        }
        className="py-16"
      />
    </div>
  );
}

export type RecordLoaderProps<T> = {
  query: RecordQuery<T>;
  /** False when the id in the address cannot be one: the panel shows without a call. */
  isValidId?: boolean;
  /**
   * The spec's "not found" text and a hint, for a 404 (and a malformed id, unless `invalidId`).
   * Without it every error is a failed load (a record that always exists, e.g. the home page).
   */
  notFound?: Problem;
  /** A malformed id, when the spec words it apart from not found ('Invalid batch ID'). */
  invalidId?: Problem;
  /** The spec's text when the load fails; the server's own message shows under it. */
  failedMessage: string;
  /** What the spinner says, e.g. 'Loading webinar...'. */
  loadingLabel: string;
  /** Where the panels' back button goes, e.g. the list. */
  back?: { to: string; label: string };
  /** Whether an error means the record is not there; a 404 by default. */
  isMissing?: (error: unknown) => boolean;
  /** On the problem panel. */
  testId?: string;
  children: (record: T) => ReactNode;
};

/** A 404 from the client, or one wrapped by `failWith` (the API error is its cause). */
const isNotFoundError = (error: unknown) =>
  isNotFound(error) || (error instanceof Error && isNotFound(error.cause));

/**
 * Loads one record for a page and renders `children(record)`; before that, the page-wide
 * states: not found (a malformed id is known before any call), a spinner, or a failed load
 * with a retry. Every record page (webinar, whizz, course, batch, user…) shows them alike.
 */
export function RecordLoader<T>({
  query,
  isValidId = true,
  notFound,
  invalidId = notFound,
  failedMessage,
  loadingLabel,
  back,
  isMissing = isNotFoundError,
  testId,
  children,
}: RecordLoaderProps<T>) {
  const panel = (icon: LucideIcon, problem: Problem, onRetry?: () => void) => (
    <RecordProblem
      icon={icon}
      {...problem}
      back={back}
      onRetry={onRetry}
      isRetrying={query.isFetching}
      testId={testId}
    />
  );

  if (!isValidId && invalidId) return panel(SearchX, invalidId);
  if (notFound && query.isError && isMissing(query.error)) return panel(SearchX, notFound);
  if (query.isPending) return <RouteLoader message={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    // A 5xx says nothing useful to staff: the spec's text stands alone then.
    const detail = clientMessage(query.error, failedMessage);
    return panel(
      CircleAlert,
      {
        title: failedMessage,
        description: detail === failedMessage ? 'Check the connection and try again.' : detail,
      },
      () => void query.refetch(),
    );
  }
  return <>{children(query.data)}</>;
}
