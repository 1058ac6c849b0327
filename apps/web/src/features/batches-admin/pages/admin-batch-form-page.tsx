/** Placeholder page: being built in issue #4. */
export default function AdminBatchFormPage() {
  return null;
}
