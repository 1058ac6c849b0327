/** Placeholder page: being built in issue #4. */
export default function AdminPaymentApprovalPage() {
  return null;
}
