import type { ReactNode } from 'react';
import { LABEL_CLASS } from './field-styles';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { JoinFieldState } from './useJoinField';

/** A label tied to its control, the control, and the field's error message below it. */
export function FieldFrame({ field, label, children }: { field: JoinFieldState; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className={LABEL_CLASS}>
        <FieldLabel label={label} marked={field.marked} />
      </label>
      {children}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
