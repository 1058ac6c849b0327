/** Placeholder page: being built in issue #4. */
export default function AdminCouponsPage() {
  return null;
}
