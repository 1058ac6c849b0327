/** Replaced by the helper that owns this page (issue #5). */
export default function KodexRegistrationPage() {
  return null;
}
