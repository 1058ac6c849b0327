import { LogOut } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** "Log out", in the page's header on wide screens and under the details on phones. */
export function LogoutButton({
  onLogout,
  isLoggingOut,
  testId,
  fullWidth,
}: {
  onLogout: () => void;
  isLoggingOut: boolean;
  testId: string;
  fullWidth?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      data-testid={testId}
      onClick={onLogout}
      isLoading={isLoggingOut}
      loadingText="Logging out..."
      icon={LogOut}
    >
      Log out
    </Button>
  );
}
