import { useId, useState, type FormEvent } from 'react';
import type { LeadContactUpdate, LeadRecord } from '#contract/leads/leads-api';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { CONTROL_CLASS } from '../../islands/join/field-styles';
import { Select } from '../ui/Select';
import { COUNTRY_OPTIONS, dialOfIso, isoOfDial } from '../ui/country-options';
import { useCorrectContact } from './useCorrectContact';

type Field = keyof LeadContactUpdate;

interface LeadContactEditorProps {
  lead: LeadRecord;
  onClose: () => void;
}

/**
 * Correcting what the visitor typed: name, email and phone with its country code. The server checks them as the
 * join form does; what it refuses is said beside the field, and nothing is saved.
 */
export function LeadContactEditor({ lead, onClose }: LeadContactEditorProps) {
  const correct = useCorrectContact(lead);
  const [values, setValues] = useState({ name: lead.name, email: lead.email, phone: lead.phone });
  const [countryIso, setCountryIso] = useState(() => isoOfDial(lead.countryCode));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (correct.isPending) return;
    try {
      await correct.mutateAsync({ ...values, countryCode: dialOfIso(countryIso) });
      toast({ title: 'Contact details saved', description: `The details of ${values.name.trim()} were corrected.` });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields as Partial<Record<Field, string>>) : {};
      setErrors(fields);
      setProblem(
        Object.keys(fields).length > 0
          ? null
          : error instanceof ApiError
            ? error.serverMessage || error.message
            : 'The details could not be saved.',
      );
    }
  }

  const input = (field: Exclude<Field, 'countryCode'>, label: string, type: string) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type={type}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={`${CONTROL_CLASS} mt-1`}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-3" aria-label={`Correct ${lead.name}`}>
      {input('name', 'Name', 'text')}
      {input('email', 'Email', 'email')}
      <div className="grid gap-2 sm:grid-cols-[14rem_1fr]">
        <Select
          label="Country code"
          value={countryIso}
          options={COUNTRY_OPTIONS}
          onChange={setCountryIso}
          invalid={Boolean(errors.countryCode)}
        >
          {errors.countryCode && <p className="mt-1 text-sm text-red-700">{errors.countryCode}</p>}
        </Select>
        {input('phone', 'Phone', 'tel')}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={correct.isPending}>
          {correct.isPending ? 'Saving...' : 'Save details'}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onClose} disabled={correct.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
