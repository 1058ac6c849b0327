import type { CouponStatus } from '@app/shared';

export type CouponListParams = {
  page: number;
  limit: number;
  search: string;
  status: CouponStatus | '';
};

export type FailedPaymentsParams = {
  page: number;
  limit: number;
  search: string;
  status: 'failed' | 'abandoned' | 'refund_due' | 'all';
  resolved: 'yes' | 'no' | 'all';
  startDate: string;
  endDate: string;
};

export type ApprovalStatus = 'pending_approval' | 'paid' | 'rejected';
export type ApprovalListParams = {
  page: number;
  limit: number;
  search: string;
  status: ApprovalStatus;
};

/** Query keys of the staff coupon and payment pages; never written inline in components. */
export const commerceAdminKeys = {
  all: ['admin', 'commerce'] as const,
  coupons: () => [...commerceAdminKeys.all, 'coupons'] as const,
  couponList: (params: CouponListParams) =>
    [...commerceAdminKeys.coupons(), 'list', params] as const,
  couponOptions: () => [...commerceAdminKeys.coupons(), 'options'] as const,
  redemptions: (id: string, page: number) =>
    [...commerceAdminKeys.coupons(), 'redemptions', id, page] as const,
  failed: () => [...commerceAdminKeys.all, 'failed-payments'] as const,
  failedList: (params: FailedPaymentsParams) =>
    [...commerceAdminKeys.failed(), 'list', params] as const,
  payment: (id: string) => [...commerceAdminKeys.failed(), 'detail', id] as const,
  approvals: () => [...commerceAdminKeys.all, 'approvals'] as const,
  approvalList: (params: ApprovalListParams) =>
    [...commerceAdminKeys.approvals(), 'list', params] as const,
};
