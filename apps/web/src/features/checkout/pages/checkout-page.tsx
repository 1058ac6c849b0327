import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

import {
  COMMERCE_MSG,
  formatPaise,
  isValidBatchId,
  plural,
  ZOrderBody,
  ZOrderFields,
  type OrderBody,
  type Quote,
} from '@app/shared';

import { Form, useZodForm } from '@/components/form';
import { ApiError, fieldIssues, getErrorMessage } from '@/core/api-client';

import { useIsEnrolled } from '../api/get-my-batches.ts';
import { useQuote } from '../api/get-quote.ts';
import { CheckoutBatch } from '../components/checkout-batch.tsx';
import { CheckoutHeader, FreeEnrolment } from '../components/checkout-header.tsx';
import {
  CheckoutFailure,
  CheckoutPending,
  CheckoutRefundDue,
  CheckoutSuccess,
} from '../components/checkout-result.tsx';
import {
  CheckoutSkeleton,
  InvalidBatch,
  OrderAlert,
  QuoteError,
} from '../components/checkout-states.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { OnlineUnavailableNotice, TestGatewayNotice } from '../components/gateway-notices.tsx';
import { ManualPayment } from '../components/manual-payment.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { OwnedBatchNotice } from '../components/owned-batch-notice.tsx';
import { PaymentMethod } from '../components/payment-method.tsx';
import { SeatHoldNotice } from '../components/seat-hold-notice.tsx';
import { TestGatewayDialog } from '../components/test-gateway-dialog.tsx';
import { useCheckoutFlow } from '../hooks/use-checkout-flow.ts';

/** /checkout/?batchId=…: the batch, how to pay, the price with coupon and GST, and the payment. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const batchId = params.get('batchId')?.trim() ?? '';
  const isValid = isValidBatchId(batchId);
  // A coupon belongs to the batch it was tried on; another batchId starts without one.
  const [tried, setTried] = useState<{ batchId: string; code: string | null }>({
    batchId,
    code: null,
  });
  const couponCode = tried.batchId === batchId ? tried.code : null;
  const quote = useQuote(batchId, couponCode, isValid);

  if (!isValid) return <InvalidBatch />;
  if (!quote.data) {
    if (quote.error) {
      // The server's own 'Invalid batch ID' / 'Batch not found' get the same panel as a bad link.
      if (
        quote.error instanceof ApiError &&
        (quote.error.status === 404 || quote.error.status === 400)
      ) {
        return <InvalidBatch message={getErrorMessage(quote.error)} />;
      }
      return (
        <QuoteError
          error={quote.error}
          onRetry={() => void quote.refetch()}
          isRetrying={quote.isFetching}
        />
      );
    }
    return (
      <>
        <title>Checkout | KodeSchool</title>
        <CheckoutHeader />
        <CheckoutSkeleton />
      </>
    );
  }
  return (
    <Checkout
      key={batchId}
      quote={quote.data}
      isUpdating={quote.isFetching && quote.isPlaceholderData}
      couponError={quote.isPlaceholderData ? null : quote.data.couponError}
      onCoupon={(code) => setTried({ batchId, code })}
    />
  );
}

type CheckoutProps = {
  quote: Quote;
  isUpdating: boolean;
  couponError: string | null;
  onCoupon: (code: string | null) => void;
};

// (.pick() refuses ZOrderBody itself: its superRefine ties method and reference.)
const ZFreeOrder = ZOrderFields.pick({ batchId: true }).loose();

function Checkout({ quote, isUpdating, couponError, onCoupon }: CheckoutProps) {
  const flow = useCheckoutFlow();
  const isEnrolled = useIsEnrolled(quote.batch._id);
  const canPayOnline = quote.gateway !== 'none';
  const [screenshotFileId, setScreenshotFileId] = useState<string | undefined>();
  // A second batch of a course the student already has: they say they want it before paying.
  const [wantsSecondBatch, setWantsSecondBatch] = useState(false);
  const mustConfirmSecond = quote.ownedBatch !== null && !isEnrolled && !wantsSecondBatch;
  const payStartRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wantsSecondBatch) payStartRef.current?.focus();
  }, [wantsSecondBatch]);
  const [isUploading, setIsUploading] = useState(false);
  // A 100 % coupon needs no payment details: the method is ignored by the server, so only the
  // batch is checked (place() sends it as an online order).
  const schema = (quote.isFree ? ZFreeOrder : ZOrderBody) as unknown as z.ZodType<OrderBody>;
  const form = useZodForm(schema, {
    defaultValues: {
      batchId: quote.batch._id,
      method: canPayOnline ? ('online' as const) : ('manual' as const),
      reference: '',
    },
    mode: 'onSubmit',
  });
  const { register, control, setError, clearErrors } = form;
  const { errors } = form.formState;
  const method = useWatch({ control, name: 'method' });
  const { batch } = quote;
  // The student's own open online order holds a seat until then (this visit's, or an earlier one).
  const heldUntil = flow.heldUntil ?? quote.heldUntil;
  const holdNotice = heldUntil ? (
    <SeatHoldNotice heldUntil={heldUntil} minutes={quote.seatHoldMinutes} />
  ) : null;
  // What the server would answer anyway, said before the student fills anything in. Seats held
  // by other students' open orders are taken too (the quote's seatsFree counts them).
  const closedReason = isEnrolled
    ? COMMERCE_MSG.alreadyEnrolled
    : !batch.isEnrollmentOpen && batch.seatsLeft > 0
      ? COMMERCE_MSG.enrolmentClosed
      : !batch.isEnrollmentOpen || quote.seatsFree <= 0
        ? COMMERCE_MSG.batchFull
        : null;

  async function place(body: OrderBody) {
    if (quote.isFree) body = { batchId: batch._id, method: 'online' };
    const error = await flow.placeOrder({
      ...body,
      couponCode: quote.coupon?.code,
      ...(body.method === 'manual'
        ? { reference: body.reference, screenshotFileId }
        : { reference: undefined, screenshotFileId: undefined }),
    });
    // A field the server refused (the same schema, so rare) goes back under its field.
    for (const item of fieldIssues(error)) {
      if (item.field === 'reference') setError('reference', { message: item.message });
    }
  }

  const { step } = flow;
  if (step.name !== 'form' && step.name !== 'gateway') {
    return (
      <>
        <title>Checkout | KodeSchool</title>
        <div className="container-page py-10 sm:py-14">
          {step.name === 'success' && <CheckoutSuccess payment={step.payment} />}
          {step.name === 'pending' && <CheckoutPending payment={step.payment} batch={batch} />}
          {step.name === 'refund' && <CheckoutRefundDue payment={step.payment} batch={batch} />}
          {step.name === 'failure' && (
            <CheckoutFailure
              payment={step.payment}
              onRetry={() => void flow.retry()}
              onChangeMethod={flow.backToForm}
              isRetrying={flow.isPlacing}
              hold={holdNotice}
            />
          )}
        </div>
      </>
    );
  }

  const payLabel = quote.isFree
    ? 'Enrol for free'
    : method === 'manual'
      ? 'Submit payment details'
      : `Pay ${formatPaise(quote.amounts.totalPaise)}`;

  return (
    <>
      <title>{`Checkout: ${batch.courseTitle} | KodeSchool`}</title>
      <CheckoutHeader quote={quote} />
      <Form
        form={form}
        onSubmit={place}
        data-testid="checkout-form"
        className="container-page grid items-start gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
      >
        <div className="min-w-0 space-y-6">
          {mustConfirmSecond && quote.ownedBatch && (
            <OwnedBatchNotice
              courseTitle={batch.courseTitle}
              owned={quote.ownedBatch}
              onContinue={() => setWantsSecondBatch(true)}
            />
          )}
          <CheckoutBatch batch={batch} seatsLeft={quote.seatsFree} />
          {/* Focus lands here once a second batch is confirmed (the notice's buttons are gone). */}
          <div ref={payStartRef} tabIndex={-1} className="outline-none" />
          {mustConfirmSecond ? null : quote.isFree ? (
            <FreeEnrolment />
          ) : (
            <section aria-labelledby="pay-with-title" className="card p-5 sm:p-6">
              <h2 id="pay-with-title" className="mb-4 text-lg font-extrabold text-slate-900">
                How would you like to pay?
              </h2>
              {quote.gateway === 'test' && <TestGatewayNotice />}
              <PaymentMethod
                value={method}
                field={register('method', { onChange: () => clearErrors('reference') })}
                canPayOnline={canPayOnline}
                disabled={flow.isPlacing}
              />
              {!canPayOnline && <OnlineUnavailableNotice />}
              {method === 'online' &&
                canPayOnline &&
                (holdNotice ? (
                  <div className="mt-4">{holdNotice}</div>
                ) : (
                  <p data-testid="seat-hold-info" className="mt-3 text-sm text-slate-600">
                    Paying online holds your seat for {plural(quote.seatHoldMinutes, 'minute')}{' '}
                    while you pay.
                  </p>
                ))}
              {method === 'manual' && (
                <ManualPayment
                  quote={quote}
                  referenceField={register('reference')}
                  referenceError={errors.reference?.message}
                  onScreenshot={setScreenshotFileId}
                  onUploadingChange={setIsUploading}
                  disabled={flow.isPlacing}
                />
              )}
            </section>
          )}
        </div>
        <div className="lg:sticky lg:top-24">
          <OrderSummary
            quote={quote}
            isUpdating={isUpdating}
            coupon={
              <CouponField
                applied={quote.coupon}
                serverError={couponError}
                isChecking={isUpdating}
                disabled={flow.isPlacing}
                onApply={onCoupon}
                onRemove={() => onCoupon(null)}
              />
            }
            payLabel={payLabel}
            payingLabel={
              isUploading
                ? 'Uploading screenshot...'
                : method === 'manual'
                  ? 'Submitting...'
                  : 'Starting payment...'
            }
            isPaying={flow.isPlacing || isUploading}
            canPay={closedReason === null && !mustConfirmSecond}
            alert={
              mustConfirmSecond ? (
                <p
                  data-testid="checkout-owned-hint"
                  className="rounded-lg bg-amber-50 px-3 py-2 text-center text-xs font-semibold text-amber-900"
                >
                  You already have this course: choose above whether to buy another batch.
                </p>
              ) : closedReason ? (
                <OrderAlert message={closedReason} />
              ) : flow.orderError ? (
                <OrderAlert message={getErrorMessage(flow.orderError)} />
              ) : null
            }
            note={
              !quote.isFree && method === 'online' && quote.gateway === 'test' ? (
                <p className="text-center text-xs text-amber-800">
                  Test payment gateway: no money is taken.
                </p>
              ) : null
            }
          />
        </div>
      </Form>
      <TestGatewayDialog
        payment={step.name === 'gateway' ? step.payment : null}
        hold={holdNotice}
        busyWith={flow.busyWith}
        onChoose={(outcome) => void flow.choose(outcome)}
        onCancel={flow.cancelGateway}
      />
    </>
  );
}
