/** Placeholder page: being built in issue #4. */
export default function AdminCoursesPage() {
  return null;
}
