import type { ReactNode } from 'react';
import { LABEL_CLASS } from './field-styles';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Shows the asterisk the spec puts on required and on 'asterisked' selects. */
  marked?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/** A label tied to its control, the control, and the field's error message (referenced by errorId). */
export function FieldFrame({ id, label, marked = false, error, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        <FieldLabel label={label} marked={marked} />
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldLabel({ label, marked }: { label: string; marked: boolean }) {
  return (
    <>
      {label}
      {marked && <span className="text-red-700"> *</span>}
    </>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="flex items-start gap-1.5 text-sm text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.75 4h1.5v5h-1.5V6zm0 6.5h1.5V14h-1.5v-1.5z" />
      </svg>
      {error}
    </p>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/** The aria attributes that tie a control to its error message. */
export function errorProps(id: string, error: string | undefined) {
  return error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': error ? errorId(id) : undefined };
}
