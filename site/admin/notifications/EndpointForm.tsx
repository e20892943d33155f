import { useId, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '#contract/notifications/notifications-api';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { ApiError } from '../../lib/api-client';
import { toastApiError } from '../lib/toast-api-error';
import { EVENT_LABELS } from './notification-format';
import { useSaveWebhookEndpoint } from './useSaveWebhookEndpoint';

const CHECK_CLASS = 'size-5 shrink-0 rounded border-gray-400 accent-brand-700';

/** "Add endpoint": URL, events, enabled. A created endpoint's secret goes to `onCreated`, to be shown once. */
export function EndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const id = useId();
  const save = useSaveWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const [enabled, setEnabled] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function toggle(event: WebhookEvent, on: boolean) {
    setEvents((current) =>
      WEBHOOK_EVENTS.filter((candidate) => (candidate === event ? on : current.includes(candidate))),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: WebhookEndpointInput = { url: url.trim(), events, enabled };
    const local: Record<string, string> = {};
    if (!input.url) local.url = 'Enter the address to deliver to.';
    if (input.events.length === 0) local.events = 'Choose at least one event.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const answer = await save.mutateAsync({ input });
      setUrl('');
      setEvents(['lead.created']);
      setEnabled(true);
      if (answer.secret) onCreated(answer.endpoint.url, answer.secret);
    } catch (error) {
      toastApiError('Could not add the endpoint', error);
      if (error instanceof ApiError)
        setErrors(Object.keys(error.fields).length > 0 ? error.fields : { url: error.serverMessage });
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={save.isPending}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        Add endpoint
      </h3>
      <label htmlFor={`${id}-url`} className={`${LABEL_CLASS} mt-3`}>
        Endpoint URL
      </label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks/leads"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={errors.url ? true : undefined}
        aria-describedby={errors.url ? `${id}-url-error` : undefined}
        className={`${CONTROL_CLASS} mt-1`}
      />
      {errors.url && (
        <p id={`${id}-url-error`} className="mt-1 text-sm font-medium break-words text-red-700">
          {errors.url}
        </p>
      )}
      <fieldset className="mt-3" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className={LABEL_CLASS}>Events</legend>
        <div className="flex flex-wrap gap-x-3">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} htmlFor={`${id}-${name}`} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                id={`${id}-${name}`}
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) => toggle(name, e.target.checked)}
                className={CHECK_CLASS}
              />
              <span className="flex flex-col leading-tight">
                {EVENT_LABELS[name]}
                <code className="text-xs text-slate-700">{name}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id={`${id}-events-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.events}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-enabled`} className="mt-2 flex min-h-11 cursor-pointer items-center gap-2">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className={CHECK_CLASS}
        />
        Enabled
      </label>
      <button type="submit" className="btn btn-sm btn-primary mt-3" disabled={save.isPending}>
        {save.isPending ? 'Adding...' : 'Add endpoint'}
      </button>
    </form>
  );
}
