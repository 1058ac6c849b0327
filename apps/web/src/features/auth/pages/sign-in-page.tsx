import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

import { useAuthStore } from '@/core/auth/auth-store';

import { GoogleCallback } from '../components/google-callback.tsx';
import { SignInCard } from '../components/sign-in-card.tsx';
import { GOOGLE_CALLBACK_PATH } from '../lib/google-oauth.ts';
import { postLoginPath } from '../lib/post-login-path.ts';

/** /auth/signin, /auth/register and any other /auth/:id (the spec's sign-in area). */
export function SignInPage() {
  const { id = 'signin' } = useParams();
  const navigate = useNavigate();
  const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);

  // Someone already signed in has nothing to do here. This runs when the session check ends
  // (not on every user change) so it never races the redirect that follows a fresh sign-in.
  useEffect(() => {
    const { user } = useAuthStore.getState();
    if (initialAuthCheckComplete && user) {
      navigate(postLoginPath(user.role, null), { replace: true });
    }
  }, [initialAuthCheckComplete, navigate]);

  if (`/auth/${id}` === GOOGLE_CALLBACK_PATH) return <GoogleCallback />;
  const mode = id === 'register' ? 'register' : 'login';
  // A new key per mode starts the flow afresh when switching between sign in and register.
  return <SignInCard key={mode} mode={mode} />;
}
