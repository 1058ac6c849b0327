import type { Batch, BatchBodyParsed, BatchPatchBody } from '@app/shared';

const EDITABLE = [
  'name',
  'startDate',
  'endDate',
  'enrollmentEndDate',
  'price',
  'discount',
  'discountType',
  'priceTitle',
  'seats',
  'isActive',
] as const;

/**
 * The PATCH body of an edit: only the fields whose value differs from the stored batch (the
 * course and currency never change). Mentors compare as a list in order.
 */
export function changedFields(before: Batch, after: BatchBodyParsed): BatchPatchBody {
  const patch: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (after[key] !== before[key]) patch[key] = after[key];
  }
  const mentorsBefore = before.mentors.map((m) => m._id);
  if (mentorsBefore.join() !== after.mentors.join()) patch.mentors = after.mentors;
  return patch as BatchPatchBody;
}
