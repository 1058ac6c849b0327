import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ZResolveBody } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { clientMessage, fieldIssues } from '@/core/api-client';

import { useResolvePayment } from '../api/resolve-payment.ts';

type ResolveBody = z.input<typeof ZResolveBody>;

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
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ResolveBody, unknown, z.output<typeof ZResolveBody>>({
    resolver: zodResolver(ZResolveBody),
    defaultValues: { note: '' },
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(({ note }) => {
    setAlert(null);
    resolve.mutate(
      { id: paymentId, note },
      {
        onError: (error) => {
          const note = fieldIssues(error).find((i) => i.field === 'note');
          if (note) setError('note', { message: note.message });
          else setAlert(clientMessage(error, 'Failed to resolve the payment'));
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 border-t border-slate-200 pt-5"
      data-testid="resolve-form"
    >
      {isRefund && (
        <p className="text-sm text-slate-600" data-testid="refund-instructions">
          The student paid but could not be enrolled. Refund the full amount at the gateway, then
          mark it refunded here: the student is told by SMS and e-mail.
        </p>
      )}
      <AdminField
        label={isRefund ? 'Refund note' : 'Resolution note'}
        error={errors.note?.message}
        hint={
          isRefund
            ? 'E.g. “Refunded in Razorpay, refund id rfnd_…”.'
            : 'E.g. “Called the student; paid again on 12 Mar” or “Duplicate attempt”.'
        }
      >
        <textarea
          {...register('note')}
          rows={3}
          maxLength={500}
          className={adminInputClass}
          data-testid="resolve-note"
        />
      </AdminField>
      {alert && <FormAlert message={alert} />}
      <div className="flex justify-end">
        <Button
          type="submit"
          size="sm"
          isLoading={resolve.isPending}
          loadingText="Saving…"
          data-testid="resolve-submit"
        >
          {isRefund ? 'Mark refunded' : 'Mark resolved'}
        </Button>
      </div>
    </form>
  );
}
