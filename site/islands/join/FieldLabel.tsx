/**
 * A field's label text and, when the field is asked for, the asterisk. The asterisk is for the eye only:
 * the control says it with `required`, so the accessible name is the label alone.
 */
export function FieldLabel({ label, marked }: { label: string; marked: boolean }) {
  return (
    <>
      {label}
      {marked && (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      )}
    </>
  );
}
