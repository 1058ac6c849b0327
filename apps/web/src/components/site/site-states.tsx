import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel, type StatusPanelProps } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';

/** The part of a failed query SiteLoadError reads. */
export type FailedRead = { error: unknown; refetch: () => unknown; isFetching: boolean };

/** A public page's read failed: the danger panel with the server's words and "Try again". */
export function SiteLoadError({ title, query }: { title: string; query: FailedRead }) {
  return (
    <div className="container-page py-20">
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title={title}
        description={getErrorMessage(query.error)}
        actions={
          <Button
            onClick={() => void query.refetch()}
            isLoading={query.isFetching}
            loadingText="Retrying…"
          >
            Try again
          </Button>
        }
      />
    </div>
  );
}

/** A way out of an empty or missing page, with a sign before its words if it has one. */
export type StatusLink = { to: string; label: string; icon?: LucideIcon };

/** Where to go from an empty or missing page: the first link as the main button, the rest quieter. */
export function StatusLinks({ links }: { links: readonly StatusLink[] }) {
  return links.map(({ to, label, icon: Icon }, i) => (
    <Link key={to} to={to} className={buttonStyles(i === 0 ? {} : { variant: 'secondary' })}>
      {Icon && <Icon className="size-4" aria-hidden="true" />}
      {label}
    </Link>
  ));
}

type SiteStatusProps = Omit<StatusPanelProps, 'actions'> & {
  testId: string;
  /** the page's frame around the panel */
  className?: string;
  /** where to go instead (StatusLinks) */
  links: readonly StatusLink[];
  /** e.g. the document's <title> */
  children?: ReactNode;
};

/** A public page with nothing to show (none yet, not found): the panel and where to go instead. */
export function SiteStatus({
  testId,
  className = 'container-page py-20 sm:py-28',
  links,
  children,
  ...panel
}: SiteStatusProps) {
  return (
    <div className={className} data-testid={testId}>
      {children}
      <StatusPanel {...panel} actions={<StatusLinks links={links} />} />
    </div>
  );
}
