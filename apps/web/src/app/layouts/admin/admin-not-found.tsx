import { FileQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { adminLandingPath } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import { useAuthStore } from '@/core/auth/auth-store';

/** The admin area's 404: shown inside the layout so the menu stays at hand. */
export function AdminNotFound() {
  const role = useAuthStore((s) => s.user?.role);
  const { pathname } = useLocation();
  const landing = adminLandingPath(role);

  return (
    <div className="card mx-auto mt-6 max-w-2xl px-6 py-14">
      <StatusPanel
        icon={FileQuestion}
        code="Error 404"
        title="Page not found"
        description={
          <>
            There is no admin page at <code className="font-mono text-slate-800">{pathname}</code>.
            Check the address or pick a section from the menu.
          </>
        }
        actions={
          landing !== pathname && landing.startsWith('/admin') ? (
            <Link to={landing} className={buttonStyles()}>
              Go to your admin home
            </Link>
          ) : (
            <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
              Go to the website
            </Link>
          )
        }
      />
    </div>
  );
}
