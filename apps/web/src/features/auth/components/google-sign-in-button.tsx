import { buttonStyles } from '@/components/ui/button-styles';

import { googleClientId, startGoogleSignIn } from '../lib/google-oauth.ts';

/** Rendered only when the build has a Google client id; otherwise the server would refuse. */
export function GoogleSignInButton() {
  const clientId = googleClientId();
  if (!clientId) return null;

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={() => startGoogleSignIn(clientId)}
        className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.56-5.17 3.56-8.8z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.24 0 5.95-1.07 7.94-2.9l-3.88-3.02c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.1A12 12 0 0 0 12 24z"
          />
          <path
            fill="#FBBC05"
            d="M5.29 14.28A7.2 7.2 0 0 1 4.91 12c0-.79.14-1.56.38-2.28v-3.1H1.28A12 12 0 0 0 0 12c0 1.94.46 3.77 1.28 5.38l4.01-3.1z"
          />
          <path
            fill="#EA4335"
            d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44C17.94 1.19 15.23 0 12 0A12 12 0 0 0 1.28 6.62l4.01 3.1C6.23 6.88 8.88 4.77 12 4.77z"
          />
        </svg>
        Continue with Google
      </button>
    </>
  );
}
