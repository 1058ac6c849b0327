import { AlertTriangle } from 'lucide-react';

import { RetryPanelButton } from './retry-button.tsx';
import { StatusPanel } from './status-panel.tsx';

type LoadErrorProps = {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
  testId?: string;
  className?: string;
};

/** A read failed: the spec's text in the danger StatusPanel, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  isRetrying,
  testId,
  className,
}: LoadErrorProps) {
  return (
    <div data-testid={testId} className={className ?? 'py-16'}>
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title={title}
        description={<span role="alert">{message}</span>}
        actions={
          <RetryPanelButton onRetry={onRetry} isRetrying={isRetrying} loadingText="Retrying..." />
        }
      />
    </div>
  );
}
