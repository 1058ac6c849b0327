import { Compass } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';

/** The router keeps a history index; 0 means this tab has no earlier page of ours. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function NotFoundPage() {
  const navigate = useNavigate();

  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-20">
      <StatusPanel
        icon={Compass}
        code="Error 404"
        title="Page not found"
        description="The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground."
        actions={
          <>
            <Link to="/" className={buttonStyles()}>
              Go to home
            </Link>
            {canGoBack() && (
              <Button variant="secondary" onClick={() => void navigate(-1)}>
                Go back
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}
