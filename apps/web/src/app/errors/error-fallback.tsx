import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';

import { MSG } from '@app/shared';

import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';

type ErrorFallbackProps = { onTryAgain: () => void };

/** The screen shown instead of a page that crashed while rendering. */
export function ErrorFallback({ onTryAgain }: ErrorFallbackProps) {
  return (
    <main className="flex min-h-dvh flex-1 items-center justify-center bg-slate-50 px-6 py-16">
      <div className="card w-full max-w-xl px-6 py-12 sm:px-12">
        <StatusPanel
          icon={TriangleAlert}
          tone="danger"
          title={MSG.fallbackTitle}
          description="An unexpected error stopped this page from loading. Try again, or refresh the page if it keeps happening."
          actions={
            <>
              <Button icon={RefreshCw} onClick={() => window.location.reload()}>
                {MSG.refreshPage}
              </Button>
              <Button icon={RotateCcw} variant="secondary" onClick={onTryAgain}>
                {MSG.tryAgain}
              </Button>
            </>
          }
        />
      </div>
    </main>
  );
}
