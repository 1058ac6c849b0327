import { KeyRound, Smartphone, UserRoundPlus } from 'lucide-react';

import type { OtpStepName } from '../hooks/use-otp-flow.ts';
import type { AuthMode } from './sign-in-types.ts';

const copy = {
  phone: {
    login: {
      title: 'Welcome back',
      text: 'Sign in with your mobile number to pick up where you left off.',
    },
    register: {
      title: 'Create your account',
      text: 'Start with your mobile number. We verify it with a one-time code.',
    },
  },
  otp: { title: 'Verify your number', text: 'Enter the code we just sent you by SMS.' },
  register: {
    title: 'Almost there',
    text: 'No account uses this number yet. Add your name and email to create one.',
  },
} as const;

const icons = { phone: Smartphone, otp: KeyRound, register: UserRoundPlus };

type SignInHeadingProps = { mode: AuthMode; step: OtpStepName };

export function SignInHeading({ mode, step }: SignInHeadingProps) {
  const { title, text } = step === 'phone' ? copy.phone[mode] : copy[step];
  const Icon = icons[step];
  return (
    <header className="mb-6 text-center">
      <span className="mx-auto mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
    </header>
  );
}
