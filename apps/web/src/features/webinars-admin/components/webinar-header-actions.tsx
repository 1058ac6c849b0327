import { Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * The header actions of one webinar's pages: a link to its other page (students ↔ editor) and
 * Delete, which asks first (`onDelete` opens the dialog).
 */
export function WebinarHeaderActions({
  link: { to, icon: Icon, label, testId },
  onDelete,
  deleteLabel,
  deleteTestId,
}: {
  link: { to: string; icon: LucideIcon; label: string; testId?: string };
  onDelete: () => void;
  deleteLabel: string;
  deleteTestId: string;
}) {
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Link
        to={to}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        data-testid={testId}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Link>
      <Button
        icon={Trash2}
        variant="danger"
        size="sm"
        onClick={onDelete}
        data-testid={deleteTestId}
      >
        {deleteLabel}
      </Button>
    </div>
  );
}
