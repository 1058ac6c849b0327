import { ZResolveBody } from '@app/shared';

import { Form, FormServerAlert, FormTextArea, SubmitButton, useZodForm } from '@/components/form';

import { useResolvePayment } from '../api/resolve-payment.ts';

/**
 * "Mark resolved" with the note that says how (ZResolveBody, the server's schema too). For a
 * refund-due payment it is "Mark refunded": the payment becomes refunded and the student told.
 */
export function ResolvePaymentForm({
  paymentId,
  isRefund = false,
}: {
  paymentId: string;
  isRefund?: boolean;
}) {
  const resolve = useResolvePayment();
  const form = useZodForm(ZResolveBody, { defaultValues: { note: '' } });

  return (
    <Form
      form={form}
      onSubmit={({ note }) => resolve.mutateAsync({ id: paymentId, note })}
      failureMessage="Failed to resolve the payment"
      className="space-y-3 border-t border-slate-200 pt-5"
      data-testid="resolve-form"
    >
      {isRefund && (
        <p className="text-sm text-slate-600" data-testid="refund-instructions">
          The student paid but could not be enrolled. Refund the full amount at the gateway, then
          mark it refunded here: the student is told by SMS and e-mail.
        </p>
      )}
      <FormTextArea
        name="note"
        label={isRefund ? 'Refund note' : 'Resolution note'}
        hint={
          isRefund
            ? 'E.g. “Refunded in Razorpay, refund id rfnd_…”.'
            : 'E.g. “Called the student; paid again on 12 Mar” or “Duplicate attempt”.'
        }
        rows={3}
        maxLength={500}
        testId="resolve-note"
      />
      <FormServerAlert />
      <div className="flex justify-end">
        <SubmitButton
          size="sm"
          isLoading={resolve.isPending}
          loadingText="Saving…"
          data-testid="resolve-submit"
        >
          {isRefund ? 'Mark refunded' : 'Mark resolved'}
        </SubmitButton>
      </div>
    </Form>
  );
}
