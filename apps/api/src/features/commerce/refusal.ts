import { COMMERCE_MSG } from '@app/shared';

/**
 * Why a completed payment could not enrol its student. Online payments then become `refund_due`
 * with the reason's text; manual and free ones are refused instead (staff get a 409).
 */
export type Refusal = 'batch_closed' | 'enrolment_closed' | 'already_enrolled' | 'batch_full';

/** The reason as the student and staff read it (payments.failure_reason). */
export const REFUND_REASON: Record<Refusal, string> = {
  batch_closed: COMMERCE_MSG.refundBatchClosed,
  enrolment_closed: COMMERCE_MSG.refundEnrolmentClosed,
  already_enrolled: COMMERCE_MSG.refundAlreadyEnrolled,
  batch_full: COMMERCE_MSG.refundBatchFull,
};

/** What staff approving a manual payment are told (409). */
export const APPROVAL_REFUSED: Record<Refusal, string> = {
  batch_closed: COMMERCE_MSG.approveBatchClosed,
  enrolment_closed: COMMERCE_MSG.approveEnrolmentClosed,
  already_enrolled: COMMERCE_MSG.approveAlreadyEnrolled,
  batch_full: COMMERCE_MSG.approveBatchFull,
};
