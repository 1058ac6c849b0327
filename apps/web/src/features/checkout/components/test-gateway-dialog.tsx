import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, FlaskConical, ShieldCheck, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatPaise, type Payment } from '@app/shared';

import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

// The two answers a real gateway could give, so both paths can be tried without one.
const CHOICES = [
  {
    outcome: 'success',
    variant: undefined,
    className: 'bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800',
    icon: CheckCircle2,
    text: 'Simulate successful payment',
  },
  {
    outcome: 'failure',
    variant: 'secondary',
    className: 'text-red-700 hover:border-red-300 hover:bg-red-50',
    icon: XCircle,
    text: 'Simulate failed payment',
  },
] as const;

type TestGatewayDialogProps = {
  payment: Payment | null;
  busyWith: 'success' | 'failure' | null;
  onChoose: (outcome: 'success' | 'failure') => void;
  onCancel: () => void;
  /** the seat the order holds while the payer decides */
  hold?: ReactNode;
};

/**
 * The local test gateway (used when no Razorpay keys are set): looks like a payment window so the
 * flow feels real, and lets the payer decide whether the payment goes through. Its words are for
 * the payer, not the operator: nothing is charged and nothing is asked for.
 */
export function TestGatewayDialog({
  payment,
  busyWith,
  onChoose,
  onCancel,
  hold,
}: TestGatewayDialogProps) {
  const isBusy = busyWith !== null;
  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => !open && !isBusy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="test-gateway"
          data-lenis-prevent
          onEscapeKeyDown={(e) => isBusy && e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="animate-fade-in fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-3xl bg-white shadow-pop sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          {payment && (
            <>
              <div className="relative rounded-t-3xl bg-gradient-to-br from-slate-900 to-brand-900 px-6 pt-6 pb-7 text-white">
                <div className="flex items-center justify-between">
                  <Logo inverted className="[&_svg]:size-8" />
                  <Dialog.Close
                    disabled={isBusy}
                    className="grid size-9 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white disabled:opacity-40"
                    aria-label="Cancel payment"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Dialog.Title className="mt-5 text-sm font-medium text-brand-100">
                  {payment.course.title}
                </Dialog.Title>
                <Dialog.Description className="text-xs text-brand-200/80">
                  {payment.batch.name}
                </Dialog.Description>
                <p
                  data-testid="test-gateway-amount"
                  className="mt-3 text-3xl font-extrabold tracking-tight tabular-nums"
                >
                  {formatPaise(payment.amounts.totalPaise)}
                </p>
              </div>
              <div className="space-y-4 p-6">
                <p className="flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm font-semibold text-amber-900">
                  <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Test payment — no money is taken
                </p>
                {hold}
                <dl className="space-y-1.5 text-xs text-slate-600">
                  <div className="flex justify-between gap-3">
                    <dt>Order</dt>
                    <dd className="truncate font-mono text-slate-800">
                      {payment.gatewayOrderId ?? payment._id}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt>Paying as</dt>
                    <dd className="truncate text-slate-800">
                      {payment.user.name || payment.user.phone}
                    </dd>
                  </div>
                </dl>
                <div className="space-y-2.5 pt-1">
                  {CHOICES.map(({ outcome, variant, className, icon: Icon, text }) => (
                    <Button
                      key={outcome}
                      fullWidth
                      size="lg"
                      variant={variant}
                      data-testid={`test-gateway-${outcome}`}
                      onClick={() => onChoose(outcome)}
                      isLoading={busyWith === outcome}
                      loadingText="Processing payment..."
                      disabled={isBusy}
                      className={className}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                      {text}
                    </Button>
                  ))}
                </div>
                <p
                  data-testid="test-gateway-note"
                  className="flex items-center justify-center gap-1.5 pt-1 text-center text-xs text-slate-600"
                >
                  <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
                  Choose what happens: no card, UPI or bank details are asked for.
                </p>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
