import { useRef, useState } from 'react';

import type { OrderBody, OrderData, Payment } from '@app/shared';

import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useCreateOrder } from '../api/create-order.ts';
import { useSettlePayment } from '../api/settle-payment.ts';
import { openRazorpay } from '../lib/razorpay.ts';

export type CheckoutStep =
  | { name: 'form' }
  | { name: 'gateway'; payment: Payment }
  | { name: 'success'; payment: Payment }
  | { name: 'failure'; payment: Payment }
  | { name: 'pending'; payment: Payment }
  /** the payment went through after the seat was gone: refund due, not enrolled */
  | { name: 'refund'; payment: Payment };

const PAYMENT_CANCELLED =
  'Payment cancelled. Nothing was charged; you can pay whenever you are ready.';

/** Where a settled payment leads: enrolled, refund due (paid without a seat), or failed. */
const settledStep = (payment: Payment): CheckoutStep =>
  payment.status === 'paid'
    ? { name: 'success', payment }
    : payment.status === 'refund_due'
      ? { name: 'refund', payment }
      : { name: 'failure', payment };

/**
 * The checkout after the form: create the order, then, by its kind, enrol (free), wait for
 * staff (manual), or hand over to the test gateway or Razorpay and settle what the payer did.
 * "Try again" after a failure asks for the order again with the same choices: while its seat
 * hold lasts the server gives the same order back. `heldUntil` is the open order's seat hold.
 */
export function useCheckoutFlow() {
  const [step, setStep] = useState<CheckoutStep>({ name: 'form' });
  const [heldUntil, setHeldUntil] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<unknown>(null);
  const [busyWith, setBusyWith] = useState<'success' | 'failure' | null>(null);
  const [isOpeningGateway, setIsOpeningGateway] = useState(false);
  const lastOrder = useRef<OrderBody | null>(null);
  const createOrder = useCreateOrder();
  const settle = useSettlePayment();

  const show = (next: CheckoutStep) => {
    setStep(next);
    if (next.name !== 'form' && next.name !== 'gateway') window.scrollTo({ top: 0 });
  };

  async function handOver(data: OrderData) {
    const { payment, gateway } = data;
    if (payment.method === 'online' && payment.seatHeldUntil) setHeldUntil(payment.seatHeldUntil);
    if (data.enrolled || payment.status === 'paid') return show({ name: 'success', payment });
    if (payment.status === 'pending_approval') return show({ name: 'pending', payment });
    if (gateway?.kind === 'test') return show({ name: 'gateway', payment });
    if (gateway?.kind === 'razorpay') {
      setIsOpeningGateway(true);
      try {
        const outcome = await openRazorpay(gateway);
        if (outcome.kind === 'dismissed') {
          show({ name: 'form' });
          toast.info(PAYMENT_CANCELLED);
        } else if (outcome.kind === 'failed') {
          show({ name: 'failure', payment: { ...payment, failureReason: outcome.reason } });
        } else {
          const settled = await settle.mutateAsync({ kind: 'razorpay', result: outcome.result });
          show(settledStep(settled));
        }
      } finally {
        setIsOpeningGateway(false);
      }
      return;
    }
    // An order the server could not hand to a gateway: nothing to pay through.
    throw new Error(
      'Online payment is not available right now. Please choose UPI / bank transfer.',
    );
  }

  async function placeOrder(body: OrderBody): Promise<unknown> {
    setOrderError(null);
    lastOrder.current = body;
    try {
      const data = await createOrder.mutateAsync(body);
      await handOver(data);
      return null;
    } catch (error) {
      show({ name: 'form' });
      setOrderError(error);
      toast.error(getErrorMessage(error));
      return error;
    }
  }

  async function choose(outcome: 'success' | 'failure') {
    if (step.name !== 'gateway') return;
    setBusyWith(outcome);
    try {
      const payment = await settle.mutateAsync({
        kind: 'test',
        paymentId: step.payment._id,
        outcome,
      });
      show(settledStep(payment));
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusyWith(null);
    }
  }

  return {
    step,
    heldUntil,
    orderError,
    busyWith,
    isPlacing: createOrder.isPending || isOpeningGateway || settle.isPending,
    placeOrder,
    choose,
    cancelGateway: () => {
      show({ name: 'form' });
      toast.info(PAYMENT_CANCELLED);
    },
    retry: () => (lastOrder.current ? placeOrder(lastOrder.current) : undefined),
    backToForm: () => {
      setOrderError(null);
      show({ name: 'form' });
    },
  };
}
