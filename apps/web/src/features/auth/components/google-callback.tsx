import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { MSG } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useGoogleAuth } from '../api/google-auth.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { clearGoogleState, googleRedirectUri, isExpectedGoogleState } from '../lib/google-oauth.ts';

/** /auth/google: Google sends the person back here with a one-time code to exchange. */
export function GoogleCallback() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const isValid = code !== null && isExpectedGoogleState(params.get('state'));
  const input = useMemo(
    () => (isValid && code ? { code, redirectUri: googleRedirectUri() } : null),
    [isValid, code],
  );
  const { data: user, error } = useGoogleAuth(input);
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(false);

  useEffect(() => {
    if (!user || handled.current) return;
    handled.current = true;
    clearGoogleState();
    toast.success(MSG.socialLoginSuccessful);
    completeSignIn(user);
  }, [user, completeSignIn]);

  if (isValid && !error) {
    return (
      <div className="card flex w-full max-w-md flex-col items-center gap-4 p-10">
        <Spinner className="size-8 text-brand-700" />
        <p role="status" className="font-medium text-slate-700">
          Signing you in with Google...
        </p>
      </div>
    );
  }

  const message = error
    ? getErrorMessage(error, MSG.socialLoginFailed)
    : 'Google sign-in was cancelled or has expired. Please try again.';
  return (
    <div className="card w-full max-w-md p-8">
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title={MSG.socialLoginFailed}
        description={message}
        actions={
          <Link to="/auth/signin" className={buttonStyles()}>
            Back to sign in
          </Link>
        }
      />
    </div>
  );
}
