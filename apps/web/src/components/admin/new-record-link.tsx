import { Plus } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

/** "+ New webinar": the small primary link of a list page's header to its create page. */
export function NewRecordLink({
  to,
  label,
  testId,
}: {
  to: string;
  label: string;
  testId: string;
}) {
  return (
    <Link to={to} className={buttonStyles({ size: 'sm' })} data-testid={testId}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
