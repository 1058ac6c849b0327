import { clsx } from 'clsx';
import { CircleAlert, RotateCcw, Save } from 'lucide-react';

import { plural } from '@app/shared';

import { Button } from '@/components/ui/button';

type SaveBarProps = {
  isDirty: boolean;
  isSaving: boolean;
  errorCount: number;
  isNew: boolean;
  onDiscard: () => void;
  saveLabel: string;
  testId: string;
  /** 'page' floats over the page's foot; 'card' sits flush at the foot of a card. */
  variant?: 'page' | 'card';
};

function statusOf({
  isDirty,
  errorCount,
  isNew,
}: Pick<SaveBarProps, 'isDirty' | 'errorCount' | 'isNew'>) {
  if (errorCount > 0) {
    return {
      tone: 'red' as const,
      text: `Fix ${plural(errorCount, 'field')}`,
    };
  }
  if (isNew) return { tone: 'amber' as const, text: 'Not created yet' };
  if (isDirty) return { tone: 'amber' as const, text: 'Unsaved changes' };
  return { tone: 'green' as const, text: 'All saved' };
}

/**
 * The bar that stays at the bottom of the screen while its form is on it: the state of the
 * edits, Discard and Save. One line on phones too (Discard shrinks to its icon).
 */
export function SaveBar(props: SaveBarProps) {
  const { isDirty, isSaving, onDiscard, saveLabel, testId, variant = 'page' } = props;
  const { tone, text } = statusOf(props);
  return (
    <div
      className={clsx(
        'sticky z-20 flex items-center justify-between gap-3 bg-white/95 backdrop-blur',
        variant === 'page'
          ? 'bottom-3 rounded-2xl border border-slate-200 px-4 py-2.5 shadow-pop sm:px-5'
          : 'bottom-0 rounded-b-2xl border-t border-slate-200 px-4 py-2.5 sm:px-5',
      )}
    >
      <p
        className={clsx(
          'flex min-w-0 items-center gap-2 text-sm font-medium',
          tone === 'red' && 'text-red-700',
          tone === 'amber' && 'text-amber-800',
          tone === 'green' && 'text-emerald-800',
        )}
        data-testid={`${testId}-status`}
        role={tone === 'red' ? 'alert' : undefined}
      >
        {tone === 'red' ? (
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        ) : (
          <span
            aria-hidden="true"
            className={clsx(
              'size-2 shrink-0 rounded-full',
              tone === 'amber' ? 'bg-amber-500' : 'bg-emerald-500',
            )}
          />
        )}
        <span className="truncate">{text}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          icon={RotateCcw}
          variant="secondary"
          size="sm"
          onClick={onDiscard}
          disabled={!isDirty || isSaving}
          aria-label="Discard changes"
          title="Discard changes"
          data-testid={`${testId}-discard`}
        >
          <span className="hidden sm:inline">Discard</span>
        </Button>
        <Button
          icon={Save}
          type="submit"
          size="sm"
          isLoading={isSaving}
          loadingText="Saving..."
          data-testid={`${testId}-save`}
        >
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
