import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles, type ButtonVariant } from '@/components/ui/button-styles';
import { useAuthStore } from '@/core/auth/auth-store';

/** Visitors are invited to sign in; signed-in learners go straight to the courses. */
export function PrimaryCta({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const isSignedIn = useAuthStore((s) => s.user !== null);
  return (
    <Link
      to={isSignedIn ? '/courses' : '/auth/signin'}
      className={buttonStyles({ variant, size: 'lg' })}
    >
      {isSignedIn ? 'Explore courses' : 'Sign in to start learning'}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
