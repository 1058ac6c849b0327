/** Placeholder wired by the lead-funnel issue; replaced by the real page in this change. */
export default function AdminCallbacksPage() {
  return null;
}
