import { RotateCw } from 'lucide-react';

import { Button } from './button.tsx';
import { TextButton } from './text-button.tsx';

type RetryProps = { onRetry: () => void };

type RetryButtonProps = RetryProps & {
  isRetrying?: boolean;
  /** E.g. 'Retrying…'; without it the spinner shows beside "Try again". */
  loadingText?: string;
};

/** The secondary "Try again" button under a failed load's message. */
export function RetryButton({
  onRetry,
  isRetrying = false,
  loadingText,
  className = 'mt-3',
  testId,
}: RetryButtonProps & { className?: string; testId?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={onRetry}
      isLoading={isRetrying}
      loadingText={loadingText}
      icon={RotateCw}
      data-testid={testId}
    >
      Try again
    </Button>
  );
}

/** A failed page's main action: the primary "Try again" of its status panel. */
export function RetryPanelButton({ onRetry, isRetrying = false, loadingText }: RetryButtonProps) {
  return (
    <Button icon={RotateCw} onClick={onRetry} isLoading={isRetrying} loadingText={loadingText}>
      Try again
    </Button>
  );
}

/** "Try again" as a link-like button inside a line of error text. */
export function RetryLink({ onRetry }: RetryProps) {
  return (
    <TextButton
      icon={RotateCw}
      onClick={onRetry}
      className="gap-1 hover:underline"
      iconClassName="size-3.5"
    >
      Try again
    </TextButton>
  );
}
