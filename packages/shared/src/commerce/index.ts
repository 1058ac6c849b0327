/**
 * Checkout, coupons, payments, classroom and profile (issue #4). Public base /api/v1, staff base
 * /api/v1/admin. Money in integer paise everywhere here (`…Paise`), rupees only in coupon values.
 *
 * Student (login required unless noted):
 *   POST /checkout/quote (ZQuoteBody) → data.quote (ZQuote: gateway test|razorpay|none, the
 *        seat hold length, the student's own hold, seats free)
 *   POST /checkout/orders (ZOrderBody) → 201 data (ZOrderData); 200 the student's open online
 *        order for the batch (its seat still held) instead of a second one; 409 already enrolled /
 *        pending / batch full; 400 online with gateway 'none'. An online order holds a seat for
 *        SEAT_HOLD_MINUTES (payment.seatHeldUntil).
 *   POST /payments/test-gateway/{paymentId} (ZTestGatewayBody) → data.payment  [gateway 'test' only;
 *        elsewhere the route does not exist: 404]
 *   POST /payments/verify (ZRazorpayVerifyBody) → data.payment                 [Razorpay only]
 *   Completing a payment re-checks the batch under a lock; an online payment that can no longer
 *   enrol becomes `refund_due` (reason in failureReason; student told by SMS and e-mail).
 *   POST /payments/webhook (no login; raw JSON, header x-razorpay-signature) → 200 | 400
 *   GET  /payments → data.payments (mine, newest first)
 *   GET  /payments/{id} → data.payment (mine)
 *   GET  /payments/{id}/receipt → application/pdf (mine, paid only)
 *   POST /uploads/payment-proof (body: the image bytes, Content-Type image/png|jpeg|webp) → 201 data.file
 *   GET  /classroom → data.batches (ZClassroomBatch[])
 *   GET  /classroom/{batchId}/progress → data.progress; PUT (ZProgressBody) → data.progress
 *   PATCH /users/me (ZProfileBody) → data.user
 *   GET  /files/{id} (no login) → a public file (thumbnails)
 *
 * Staff:
 *   menu coupons:  GET /admin/coupons (ZCouponListQuery) → data{coupons, pagination};
 *                  POST /admin/coupons (ZCouponBody) → 201 data.coupon; GET|PATCH /admin/coupons/{id};
 *                  GET /admin/coupons/{id}/redemptions → data{redemptions, pagination};
 *                  GET /admin/coupons/options → data.courses (ZCouponScopeOption[])
 *   menu payments: GET /admin/payments (ZFailedPaymentsQuery: failed, abandoned, refund_due)
 *                  → data{payments, pagination}; GET /admin/payments/{id} → data{payment, events};
 *                  POST /admin/payments/{id}/resolve (ZResolveBody) → data.payment (a refund-due
 *                  payment becomes `refunded` and the student is told)
 *   menu paymentApproval: GET /admin/payment-approvals (ZApprovalsQuery) → data{payments, pagination};
 *                  GET /admin/payment-approvals/{id}/screenshot → the image;
 *                  POST /admin/payment-approvals/{id}/approve → data.payment (409 when the
 *                  batch is closed or full or the student already enrolled);
 *                  POST /admin/payment-approvals/{id}/reject (ZRejectBody) → data.payment
 *   menu courses:  GET /admin/batches/{id}/students (ZBatchStudentsQuery) → ZBatchStudentsData;
 *                  GET /admin/batches/{id}/students/{studentId} → ZBatchStudentDetail;
 *                  POST /admin/uploads/thumbnail (image bytes) → 201 data.file
 */
export * from './classroom.schema.ts';
export * from './coupon.schema.ts';
export * from './messages.ts';
export * from './payment.schema.ts';
export * from './quote.ts';
