/**
 * What is wrong with a field, announced as it appears; nothing when
 * all is well. `id` is what the field's aria-describedby names.
 */
export function FieldProblem({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-800">
      {message}
    </p>
  );
}
