import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, ShieldCheck } from 'lucide-react';

import { MSG, type User } from '@app/shared';

import { IconTextButton } from '@/components/ui/icon-text-button';
import { getErrorMessage, hasStatus } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { useLogout } from '@/core/auth/use-logout';
import { toast } from '@/core/toast';

import { useLoginWithOtp } from '../api/login-with-otp.ts';
import { useOtpFlow } from '../hooks/use-otp-flow.ts';
import { FlowOtpStep } from './otp-step.tsx';
import { PhoneStep } from './phone-step.tsx';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * Blocks every non-auth page for a signed-in account that is not active yet, until its phone
 * is verified. It cannot be dismissed; logging out is the only other way out.
 */
export function PhoneVerificationOverlay({ user }: { user: User }) {
  const flow = useOtpFlow({ purpose: 'verify', userId: user._id });
  const login = useLoginWithOtp();
  const { logout, isLoggingOut } = useLogout();

  const verify = async () => {
    const otp = flow.readOtp();
    if (!otp) return;
    try {
      const updated = await login.mutateAsync({
        number: flow.phone,
        otp,
        userId: user._id,
        onRateLimited: flow.onVerifyRateLimited,
      });
      useAuthStore.getState().setUser(updated);
      if (!updated.isActive) await useAuthStore.getState().restoreSession();
      toast.success('Phone number verified');
    } catch (error) {
      // Already said under the digits the moment the refusal came in.
      if (hasStatus(error, 429)) return;
      const message = getErrorMessage(error, MSG.loginFailed);
      flow.setOtpError(message);
      toast.error(message);
    }
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="phone-verification-overlay"
          data-lenis-prevent
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="card fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 sm:p-8"
        >
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <Dialog.Title className="text-2xl font-extrabold tracking-tight text-slate-900">
              Verify your phone number
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
              Hi {user.name.firstName || 'there'}, your account needs a verified mobile number
              before you continue. We&apos;ll send a 4-digit code to it.
            </Dialog.Description>
          </div>
          {flow.step === 'otp' ? (
            <FlowOtpStep flow={flow} onVerify={verify} isVerifying={login.isPending} />
          ) : (
            <PhoneStep
              defaultPhone={flow.phone || user.phone?.number || ''}
              onSubmit={flow.requestOtp}
              isSending={flow.isSending}
              isBusy={flow.isSendBusy}
              waitFor={flow.waitFor}
            />
          )}
          <div className="mt-6 border-t border-slate-100 pt-4 text-center">
            <IconTextButton
              icon={LogOut}
              variant="ghost"
              size="sm"
              onClick={logout}
              isLoading={isLoggingOut}
              loadingText="Logging out..."
            >
              Log out
            </IconTextButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
