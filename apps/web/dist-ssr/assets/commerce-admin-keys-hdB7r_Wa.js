// src/features/commerce-admin/api/commerce-admin-keys.ts
/** Query keys of the staff coupon and payment pages; never written inline in components. */
var commerceAdminKeys = {
	all: ["admin", "commerce"],
	coupons: () => [...commerceAdminKeys.all, "coupons"],
	couponList: (params) => [
		...commerceAdminKeys.coupons(),
		"list",
		params
	],
	couponOptions: () => [...commerceAdminKeys.coupons(), "options"],
	redemptions: (id, page) => [
		...commerceAdminKeys.coupons(),
		"redemptions",
		id,
		page
	],
	failed: () => [...commerceAdminKeys.all, "failed-payments"],
	failedList: (params) => [
		...commerceAdminKeys.failed(),
		"list",
		params
	],
	payment: (id) => [
		...commerceAdminKeys.failed(),
		"detail",
		id
	],
	approvals: () => [...commerceAdminKeys.all, "approvals"],
	approvalList: (params) => [
		...commerceAdminKeys.approvals(),
		"list",
		params
	]
};
export { commerceAdminKeys as t };
