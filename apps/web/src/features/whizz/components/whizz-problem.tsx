import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { RetryPanelButton } from '@/components/ui/retry-button';
import { StatusPanel } from '@/components/ui/status-panel';

/** A quiz or result page that cannot be shown: why, the way back to my quizzes, and a retry. */
export function WhizzProblem({
  pageTitle,
  title,
  description,
  action,
  onRetry,
  isRetrying,
}: {
  pageTitle: string;
  title: string;
  description: string;
  action?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div className="container-page py-20">
      <title>{pageTitle}</title>
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title={title}
        description={description}
        actions={
          <>
            <Link to="/whizz" className={buttonStyles({ variant: 'secondary' })}>
              My quizzes
            </Link>
            {action}
            {onRetry && <RetryPanelButton onRetry={onRetry} isRetrying={isRetrying} />}
          </>
        }
      />
    </div>
  );
}
