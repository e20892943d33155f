import { useId, useRef, useState, type FormEvent } from 'react';
import type { PersonRecord } from '#contract/people/people-api';
import { toast } from '../../lib/toast-store';
import { countOf } from '../lib/format';
import { toastApiError } from '../lib/toast-api-error';
import { Modal } from '../ui/Modal';
import { Select } from '../ui/Select';
import { COUNTRY_OPTIONS, dialOfIso } from '../ui/country-options';
import { DEFAULT_COUNTRY_ISO } from '#contract/leads/country-codes';
import { useErasePerson } from './useErasePerson';

interface ErasePersonDialogProps {
  contact: string;
  person: PersonRecord;
  onClose: () => void;
}

/** Erasure asks for the address (or number) typed again: nothing else can start something that cannot be undone. */
export function ErasePersonDialog({ contact, person, onClose }: ErasePersonDialogProps) {
  const erase = useErasePerson();
  const [confirmation, setConfirmation] = useState('');
  const [countryIso, setCountryIso] = useState(DEFAULT_COUNTRY_ISO);
  const byPhone = !contact.includes('@');
  const titleId = useId();
  const messageId = useId();
  const inputId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The server decides (the same email key, or the same number however it is typed, read with the country code
  // chosen); this only keeps the button off until the text could be the one asked for.
  const typedIt = looseForm(confirmation) !== '' && looseForm(confirmation) === looseForm(contact);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typedIt || erase.isPending) return;
    erase.mutate(
      { contact, confirmation, ...(byPhone ? { countryCode: dialOfIso(countryIso) } : {}) },
      {
        onSuccess: ({ erased }) => {
          const notes = erased.notes > 0 ? ` ${countOf(erased.notes, 'note')} deleted.` : '';
          toast({
            title: 'Personal data erased',
            description: `${countOf(erased.leads, 'lead')} and ${countOf(erased.subscriptions, 'subscription')} erased.${notes}`,
          });
          onClose();
        },
        onError: (error) => toastApiError('Error erasing personal data', error),
      },
    );
  };

  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onClose}
      closable={!erase.isPending}
      initialFocus={cancel}
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="text-lg font-bold">
          Erase this person's data?
        </h2>
        <p id={messageId} className="mt-2 break-words text-slate-700">
          Their name, contact details and everything they wrote in {countOf(person.leads.length, 'lead')} become
          "[erased]", and {countOf(person.subscriptions.length, 'newsletter subscription')}{' '}
          {person.subscriptions.length === 1 ? 'is' : 'are'} deleted
          {person.notes.length > 0 && <>, with {countOf(person.notes.length, 'note')} staff wrote about them</>}. The
          leads' types, statuses and dates stay, so counts and charts do not change. This cannot be undone.
        </p>
        <label htmlFor={inputId} className="mt-4 block font-medium">
          Type <span className="break-all font-mono">{contact}</span> to confirm
        </label>
        <input
          id={inputId}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        />
        {byPhone && (
          <div className="mt-3">
            <Select
              label="Country code of a number typed without one"
              value={countryIso}
              options={COUNTRY_OPTIONS}
              onChange={setCountryIso}
            />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancel}
            type="button"
            className="btn btn-sm btn-outline"
            onClick={onClose}
            disabled={erase.isPending}
          >
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-sm bg-red-700 text-white hover:bg-red-800 disabled:opacity-60"
            disabled={!typedIt || erase.isPending}
          >
            {erase.isPending ? 'Erasing...' : 'Erase permanently'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * An address without case and outer spaces; a number by its last nine digits, so '024 455 6677' and
 * '+233 24 455 6677' agree (the server reads both with their country code and has the last word).
 */
function looseForm(text: string): string {
  return text.includes('@') ? text.trim().toLowerCase() : text.replace(/\D/g, '').slice(-9);
}
