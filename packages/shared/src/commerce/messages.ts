/**
 * Checkout, coupon, payment and classroom texts. The spec quotes none of these (calls.md §8 lists
 * course and batch texts only), so they are ours, in plain words. One place for the form, the
 * server and the tests.
 */

import { plural } from '../text/plural.ts';

/** 26214400 → '25 MB', 1572864 → '1.5 MB' (MB of 1024 × 1024 bytes, like UPLOAD_MAX_BYTES). */
const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

export const COMMERCE_MSG = {
  // coupon checks at checkout (each case its own message)
  couponUnknown: 'This coupon code does not exist',
  couponInactive: 'This coupon is no longer active',
  couponNotYetValid: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponExhausted: 'This coupon has reached its usage limit',
  couponUsedByYou: 'You have already used this coupon the maximum number of times',
  couponWrongCourse: 'This coupon is not valid for this course',
  couponWrongBatch: 'This coupon is not valid for this batch',
  couponApplied: 'Coupon applied',
  // coupon form (calls.md §5 rules, our words)
  couponCodeRequired: 'Coupon code is required',
  couponCodeFormat: 'Use 3 to 30 letters, digits, hyphens or underscores',
  couponValueRequired: 'Value is required',
  couponValuePositive: 'Value must be more than 0',
  couponPercentOver100: 'Percentage cannot exceed 100',
  couponValidFromRequired: 'Valid from is required',
  couponValidUntilRequired: 'Valid until is required',
  couponDatesOrder: 'Valid from must be earlier than valid until',
  couponScopeCourse: 'Choose the course this coupon is for',
  couponScopeBatch: 'Choose the batch this coupon is for',
  couponLimitInvalid: 'Limit must be a whole number of 1 or more',
  couponCodeTaken: 'A coupon with this code already exists',
  couponNotFound: 'Coupon not found',
  couponCreated: 'Coupon created successfully',
  couponUpdated: 'Coupon updated successfully',
  couponDeactivated: 'Coupon deactivated',
  couponActivated: 'Coupon activated',
  couponScopeFixed: 'The scope of a coupon that has been used cannot change',
  // checkout
  enrolmentClosed: 'Enrolment for this batch is closed',
  batchFull: 'This batch is full',
  alreadyEnrolled: 'You are already enrolled in this batch',
  /** checkout of a second batch of a course the student already has (a warning, not a refusal) */
  ownsAnotherBatch: (course: string, batch: string) =>
    `You are already enrolled in ${course} (${batch})`,
  pendingApprovalExists:
    'Your manual payment for this batch is waiting for approval. We will let you know soon.',
  quoteReady: 'Price calculated',
  orderCreated: 'Order created',
  orderResumed: 'Your open order for this batch: pay for it to keep your seat',
  enrolledFree: 'You are enrolled! Welcome to the batch.',
  manualSubmitted: 'Payment details submitted. We will confirm your enrolment after verification.',
  referenceRequired: 'Enter the UPI or bank reference number',
  referenceFormat: 'The reference is 6 to 40 letters or digits',
  methodRequired: 'Choose how you want to pay',
  // payments
  paymentNotFound: 'Payment not found',
  paymentSucceeded: 'Payment successful. You are enrolled!',
  paymentFailed: 'Payment failed. No money was taken; please try again.',
  paymentAlreadyDone: 'This payment is already complete',
  paymentNotPending: 'This payment is no longer waiting for payment',
  testGatewayOff: 'The test payment gateway is not available on this site',
  liveGatewayOff: 'Online payment is not configured',
  onlinePaymentOff:
    'Online payment is not available on this site. Please pay by UPI or bank transfer instead.',
  // a payment that completed when the student could no longer be enrolled: refunded in full
  paymentRefundDue:
    'Your payment went through, but we could not enrol you. We will refund the full amount.',
  refundBatchFull: 'The batch filled up before your payment completed',
  refundBatchClosed: 'The batch was closed before your payment completed',
  refundEnrolmentClosed: 'Enrolment for this batch closed before your payment completed',
  refundAlreadyEnrolled: 'You were already enrolled in this batch',
  invalidSignature: 'Invalid webhook signature',
  invalidPaymentSignature: 'Payment verification failed',
  webhookAccepted: 'Webhook processed',
  amountMismatch: 'The amount paid does not match the order',
  receiptNotAvailable: 'A receipt is available once the payment is complete',
  paymentsFetched: 'Payments fetched successfully',
  // staff: approvals and failed payments
  approvalNotPending: 'This payment is not waiting for approval',
  rejectReasonRequired: 'Give a reason for rejecting (at least 5 characters)',
  paymentApproved: 'Payment approved and student enrolled',
  paymentRejected: 'Payment rejected and student informed',
  paymentResolved: 'Payment marked as resolved',
  paymentRefunded: 'Payment marked as refunded and the student told',
  paymentNotFailed: 'Only failed, expired or refund-due payments can be resolved',
  // staff approving a manual payment the student can no longer be enrolled with (409)
  approveBatchFull:
    'This batch is full, so the student cannot be enrolled. Add seats to the batch, or reject this payment and refund the student.',
  approveBatchClosed:
    'This batch is closed, so the student cannot be enrolled. Reject this payment and refund the student.',
  approveEnrolmentClosed:
    'Enrolment for this batch closed before this payment was made. Reject it and refund the student.',
  approveAlreadyEnrolled:
    'The student is already enrolled in this batch. Reject this payment and refund the student.',
  resolutionNoteRequired: 'Add a note on how this was resolved',
  noScreenshot: 'No screenshot was uploaded for this payment',
  // uploads
  uploadTypeInvalid: 'Upload a PNG, JPEG or WebP image',
  uploadTooLarge: 'The image must be 5 MB or smaller',
  uploadEmpty: 'The file is empty',
  uploaded: 'File uploaded',
  fileNotFound: 'File not found',
  uploadsPerHour: (perHour: number, minutes: number) =>
    `You can upload ${plural(perHour, 'file')} an hour. Please try again in ${plural(minutes, 'minute')}.`,
  uploadQuota: (quotaBytes: number, usedBytes: number) =>
    usedBytes >= quotaBytes
      ? `You have used your ${megabytes(quotaBytes)} of uploads`
      : `This image does not fit in your ${megabytes(quotaBytes)} of uploads (${megabytes(usedBytes)} used)`,
  filesUnavailable: 'Files cannot be reached right now. Please try again in a few minutes.',
  // classroom and profile
  notEnrolled: 'You are not enrolled in this batch',
  progressSaved: 'Progress saved',
  profileUpdated: 'Profile updated',
  emailTaken: 'This email is already used by another account',
  firstNameRequired: 'First name is required',
  emailInvalid: 'Enter a valid email',
  studentNotInBatch: 'This student is not enrolled in this batch',
} as const;
