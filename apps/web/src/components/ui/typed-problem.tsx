/** A typed field's own problem (dd/mm/yyyy, hh:mm am), under the field, read with it. */
export function TypedProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {problem}
    </p>
  );
}
