/** Placeholder page: being built in issue #4. */
export default function AdminBatchesPage() {
  return null;
}
