/** Placeholder page: being built in issue #4. */
export default function ClassroomPage() {
  return null;
}
