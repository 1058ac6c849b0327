import { MSG, fullNameOf } from '@app/shared';

import { getErrorMessage, hasStatus } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useLoginWithOtp } from '../api/login-with-otp.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useOtpFlow } from '../hooks/use-otp-flow.ts';
import { AuthModeSwitch } from './auth-mode-switch.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { FlowOtpStep } from './otp-step.tsx';
import { PhoneStep } from './phone-step.tsx';
import { RegisterStep, type RegisterDetails } from './register-step.tsx';
import { SignInHeading } from './sign-in-heading.tsx';
import type { AuthMode } from './sign-in-types.ts';

/**
 * Phone → code → (new numbers only) name and email. Both modes run the same flow; register
 * mode only asks the server to refuse numbers that already have an account.
 */
export function SignInCard({ mode }: { mode: AuthMode }) {
  const flow = useOtpFlow({ purpose: mode });
  const login = useLoginWithOtp();
  const registration = useRegisterUser();
  const completeSignIn = useCompleteSignIn();

  const verify = async () => {
    const otp = flow.readOtp();
    if (!otp) return;
    try {
      const user = await login.mutateAsync({
        number: flow.phone,
        otp,
        onRateLimited: flow.onVerifyRateLimited,
      });
      toast.success(MSG.loginSuccessful);
      completeSignIn(user);
    } catch (error) {
      // Unknown number: the same code stays valid for registering, so ask for the details.
      if (hasStatus(error, 404)) {
        flow.setStep('register');
        return;
      }
      // Already said under the digits the moment the refusal came in.
      if (hasStatus(error, 429)) return;
      const message = getErrorMessage(error, MSG.loginFailed);
      flow.setOtpError(message);
      toast.error(message);
    }
  };

  const register = async ({ fullName, email }: RegisterDetails) => {
    try {
      const user = await registration.mutateAsync({
        fullName,
        email,
        number: flow.phone,
        otp: flow.otp.join(''),
      });
      toast.success(MSG.registrationWelcome(fullNameOf(user) || fullName.trim()));
      completeSignIn(user);
    } catch (error) {
      toast.error(getErrorMessage(error, MSG.registrationFailed));
    }
  };

  return (
    <div className="card w-full max-w-md p-6 sm:p-8">
      <SignInHeading mode={mode} step={flow.step} />
      {flow.step === 'phone' && (
        <>
          <PhoneStep
            defaultPhone={flow.phone}
            onSubmit={flow.requestOtp}
            isSending={flow.isSending}
            isBusy={flow.isSendBusy}
            waitFor={flow.waitFor}
          />
          <GoogleSignInButton />
          <AuthModeSwitch mode={mode} />
        </>
      )}
      {flow.step === 'otp' && (
        <FlowOtpStep flow={flow} onVerify={verify} isVerifying={login.isPending} />
      )}
      {flow.step === 'register' && (
        <RegisterStep
          phone={flow.phone}
          onSubmit={register}
          isSubmitting={registration.isPending}
          onBack={() => flow.setStep('otp')}
        />
      )}
    </div>
  );
}
