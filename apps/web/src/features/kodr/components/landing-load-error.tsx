import { AlertTriangle, RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';

type LandingLoadErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

/** The cohort could not be read: say so, and offer to try again. */
export function LandingLoadError({ message, onRetry, isRetrying }: LandingLoadErrorProps) {
  return (
    <div data-testid="kodr-load-error" className="container-page py-24">
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title="We couldn't load the bootcamp details"
        description={<span role="alert">{message}</span>}
        actions={
          <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying...">
            <RotateCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        }
      />
    </div>
  );
}
