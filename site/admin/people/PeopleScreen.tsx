import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { $adminSearch, replaceQuery } from '../router';
import { QueryError } from '../ui/QueryError';
import { ScreenHeader } from '../ui/ScreenHeader';
import { DownloadLink } from '../ui/DownloadLink';
import { countOf } from '../lib/format';
import { ErasePersonDialog } from './ErasePersonDialog';
import { PersonDetails } from './PersonDetails';
import { personQuery } from './person-query';
import { usePerson } from './usePerson';

/**
 * Find a person (admins only): everything we hold about someone who asks under Ghana's Data
 * Protection Act (Act 843), to show, download as JSON, or erase. The search lives in the address
 * (`/admin/people?contact=ama@example.com`), so a link opens it already run.
 */
export function PeopleScreen() {
  const contact = new URLSearchParams(useStore($adminSearch)).get('contact')?.trim() ?? '';
  const [typed, setTyped] = useState(contact);
  // The box follows the address when it changes under it (back, forward, another link).
  const [searched, setSearched] = useState(contact);
  if (searched !== contact) {
    setSearched(contact);
    setTyped(contact);
  }
  const [erasing, setErasing] = useState(false);
  const person = usePerson(contact);
  const inputId = useId();
  // A contact corrected off someone else's lead is still held: it can be shown, downloaded and erased.
  const found =
    person.data &&
    (person.data.leads.length > 0 || person.data.subscriptions.length > 0 || person.data.corrections.length > 0);

  const search = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery(`?${personQuery(typed.trim())}`);
  };

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader
        title="Find a Person"
        subtitle="Everything we hold about one person, to show, download or erase when they ask (Data Protection Act, 2012)."
      />
      <form role="search" onSubmit={search} className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block font-medium text-ink-900">
            Email address or phone number
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="ama@example.com or +233 24 455 6677"
            autoComplete="off"
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={typed.trim() === ''}>
          Find
        </button>
      </form>
      {person.isFetching && !person.data && (
        <p role="status" className="mt-6 text-slate-700">
          Searching...
        </p>
      )}
      {person.error && <QueryError message={person.error.message} onRetry={person.refetch} />}
      {person.data && !found && (
        <p role="status" className="mt-6 text-slate-700">
          We hold no lead or subscription for this email address or phone number.
        </p>
      )}
      {person.data && found && (
        <>
          <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-ink-900">
              {countOf(person.data.leads.length, 'lead')} and{' '}
              {countOf(person.data.subscriptions.length, 'newsletter subscription')} for{' '}
              <strong className="break-all">{contact}</strong>
            </p>
            <div className="flex flex-wrap gap-2">
              <DownloadLink href={`/api/people/export.json?${personQuery(contact)}`} className="btn btn-sm btn-outline">
                Download as JSON
              </DownloadLink>
              <button
                type="button"
                className="btn btn-sm bg-red-700 text-white hover:bg-red-800"
                onClick={() => setErasing(true)}
              >
                Erase...
              </button>
            </div>
          </div>
          <PersonDetails person={person.data} />
          {erasing && <ErasePersonDialog contact={contact} person={person.data} onClose={() => setErasing(false)} />}
        </>
      )}
    </div>
  );
}
