import { COMMERCE_MSG, formatPaise, type Payment } from '@app/shared';

import { findBatchWithCourse } from '../../core/batch.repo.ts';
import { notifyPerson } from '../../core/outbox.ts';
import { receiptNumber } from '../../core/payment-view.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow, UserRow } from '../../db/schema/index.ts';
import { findPayer } from './fulfil.repo.ts';

/** What students are told about their payments, by SMS and e-mail through the outbox. */

type Student = Pick<UserRow, 'firstName' | 'email' | 'phoneNumber'>;

async function purchaseName(tx: Tx, payment: PaymentRow) {
  const info = await findBatchWithCourse(tx, payment.batchId);
  return info ? `${info.courseTitle} (${info.batch.name})` : 'your batch';
}

/** SMS and e-mail, queued once each per `kind` and payment (core/outbox.ts notifyPerson). */
function tell(
  tx: Tx,
  payment: Pick<PaymentRow, 'id'>,
  user: Student,
  kind: string,
  subject: string,
  text: string,
) {
  return notifyPerson(
    tx,
    { firstName: user.firstName, phone: user.phoneNumber, email: user.email },
    { key: `${kind}:${payment.id}`, refId: payment.id, subject, text },
  );
}

/** "Your payment went through but we could not enrol you; it will be refunded." */
export async function notifyRefundDue(tx: Tx, payment: PaymentRow, user: Student) {
  const what = await purchaseName(tx, payment);
  const reason = payment.failureReason ?? COMMERCE_MSG.paymentRefundDue;
  const text =
    `We received your payment of ${formatPaise(payment.totalPaise)} for ${what}, but could not ` +
    `enrol you: ${reason.replace(/\.$/, '')}. We will refund the full amount to the account you ` +
    `paid from and let you know when it is done. Nothing else is needed from you.`;
  await tell(tx, payment, user, 'payment-refund-due', `Refund due: ${what}`, text);
}

/** "Your refund has been made", when staff mark a refund-due payment refunded. */
export async function notifyRefunded(tx: Tx, payment: PaymentRow) {
  const user = await findPayer(tx, payment.userId);
  if (!user) return;
  const what = await purchaseName(tx, payment);
  const text =
    `We have refunded ${formatPaise(payment.totalPaise)} for ${what} to the account you paid ` +
    `from. Banks usually show it within 5 to 7 working days.`;
  await tell(tx, payment, user, 'payment-refunded', `Refund made: ${what}`, text);
}

/** SMS (and e-mail when we have one) through the outbox, once per payment. */
export async function notifyPaid(tx: Tx, payment: PaymentRow, user: UserRow) {
  const info = await findBatchWithCourse(tx, payment.batchId);
  const what = info ? `${info.courseTitle} (${info.batch.name})` : 'your batch';
  const receipt = receiptNumber(payment.receiptNo);
  const paid = payment.totalPaise > 0 ? `We received ${formatPaise(payment.totalPaise)}. ` : '';
  const text = `${paid}You are enrolled in ${what}${info ? `, starting ${info.batch.startDate}` : ''}. ${receipt ? `Receipt ${receipt}. ` : ''}Open your classroom at /classroom.`;
  await tell(tx, payment, user, 'payment-paid', `You're enrolled: ${what}`, text);
}

/** "We have your details" for a manual payment (once per payment). */
export async function notifyManualReceived(
  tx: Tx,
  user: Student,
  what: string,
  payment: PaymentRow,
) {
  const text = `We received your payment details (reference ${payment.reference}) for ${what}. We will confirm your enrolment after verification.`;
  await tell(tx, payment, user, 'payment-submitted', `Payment details received: ${what}`, text);
}

/** "We could not verify your payment", when staff reject a manual payment. */
export async function notifyRejected(tx: Tx, payment: Payment, reason: string) {
  const what = `${payment.course.title} (${payment.batch.name})`;
  const ref = payment.reference ? `, reference ${payment.reference},` : '';
  const text =
    `We could not verify your payment of ${formatPaise(payment.amounts.totalPaise)} for ${what}${ref} ` +
    `so it was not approved. Reason: ${reason}. You have not been enrolled. Check the details ` +
    `and pay again from the course page, or reply to this message for help.`;
  const student = {
    firstName: payment.user.name.split(' ')[0] || 'there',
    phoneNumber: payment.user.phone,
    email: payment.user.email,
  };
  await tell(
    tx,
    { id: payment._id },
    student,
    'payment-rejected',
    `Payment not approved: ${what}`,
    text,
  );
}
