import { useState } from 'react';

import { formatPaise, ZRejectBody, type Payment } from '@app/shared';

import { Modal } from '@/components/admin/modal';
import { Form, FormServerAlert, FormTextArea, SubmitButton, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { clientMessage } from '@/core/api-client';

import { useReviewPayment } from '../api/review-payment.ts';

type DialogProps = { payment: Payment | null; onClose: () => void };

const who = (p: Payment) => (
  <>
    <span className="font-semibold text-slate-800">{formatPaise(p.amounts.totalPaise)}</span> from{' '}
    <span className="font-semibold text-slate-800">{p.user.name}</span> for {p.course.title} ·{' '}
    {p.batch.name}
  </>
);

/** "Approve": confirm, then enrol the student (the server also tells them). */
export function ApproveDialog({ payment, onClose }: DialogProps) {
  const review = useReviewPayment();
  const [alert, setAlert] = useState<string | null>(null);
  const close = () => {
    if (review.isPending) return;
    setAlert(null);
    onClose();
  };
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && close()}
      title="Approve this payment?"
      description={
        payment && <>{who(payment)}. The student is enrolled at once and told by SMS and e-mail.</>
      }
      testId="approve-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={review.isPending}>
            Cancel
          </Button>
          <Button
            isLoading={review.isPending}
            loadingText="Approving…"
            data-testid="approve-confirm"
            onClick={() =>
              payment &&
              review.mutate(
                { id: payment._id, decision: 'approve' },
                {
                  onSuccess: () => {
                    setAlert(null);
                    onClose();
                  },
                  onError: (error) =>
                    setAlert(clientMessage(error, 'Failed to approve the payment')),
                },
              )
            }
          >
            Approve and enrol
          </Button>
        </>
      }
    >
      {payment?.reference && (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Check that reference{' '}
          <span className="font-mono font-semibold text-slate-900">{payment.reference}</span>{' '}
          appears in the account statement first.
        </p>
      )}
      {alert && (
        <div className="mt-3">
          <FormAlert message={alert} testId="approve-alert" />
        </div>
      )}
    </Modal>
  );
}

/** "Reject": a reason (ZRejectBody) that the student receives. */
export function RejectDialog({ payment, onClose }: DialogProps) {
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject this payment?"
      description={payment && <>{who(payment)}. The student gets your reason by SMS and e-mail.</>}
      testId="reject-dialog"
    >
      {payment && <RejectForm key={payment._id} payment={payment} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const review = useReviewPayment();
  const form = useZodForm(ZRejectBody, { defaultValues: { reason: '' } });

  return (
    <Form
      form={form}
      onSubmit={async ({ reason }) => {
        await review.mutateAsync({ id: payment._id, decision: 'reject', reason });
        onDone();
      }}
      failureMessage="Failed to reject the payment"
      className="space-y-3 pb-5"
    >
      <FormTextArea
        name="reason"
        label="Reason"
        rows={4}
        maxLength={500}
        placeholder="e.g. We could not find this reference in our bank statement."
        testId="reject-reason"
      />
      <FormServerAlert testId="reject-alert" />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={review.isPending}>
          Cancel
        </Button>
        <SubmitButton
          isLoading={review.isPending}
          loadingText="Rejecting…"
          data-testid="reject-confirm"
          className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
        >
          Reject payment
        </SubmitButton>
      </div>
    </Form>
  );
}
