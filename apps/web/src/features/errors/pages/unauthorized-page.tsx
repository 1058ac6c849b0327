import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

import { adminLandingPath, isStaffRole } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import { useAuthStore } from '@/core/auth/auth-store';

/** Where a 403 on an admin call lands (calls.md §8). */
export function UnauthorizedPage() {
  const user = useAuthStore((s) => s.user);
  const landing = user && isStaffRole(user.role) ? adminLandingPath(user.role) : null;
  // A staff role with no menu at all lands here; do not offer a link back to this page.
  const adminHome = landing?.startsWith('/admin') ? landing : null;

  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-20">
      <StatusPanel
        icon={ShieldAlert}
        tone="danger"
        code="Error 403"
        title="Access denied"
        description="Your account does not have permission to open this page. If you think it should, ask an administrator to check your role."
        actions={
          <>
            {adminHome && (
              <Link to={adminHome} className={buttonStyles()}>
                Back to admin
              </Link>
            )}
            <Link to="/" className={buttonStyles({ variant: adminHome ? 'secondary' : 'primary' })}>
              Go to home
            </Link>
            {!user && (
              <Link to="/auth/signin" className={buttonStyles({ variant: 'secondary' })}>
                Sign in
              </Link>
            )}
          </>
        }
      />
    </div>
  );
}
