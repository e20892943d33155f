import { useId, useState } from 'react';
import type { WebhookEndpointRecord } from '#contract/notifications/notifications-api';
import { toastApiError } from '../lib/toast-api-error';
import { DeleteButton } from '../ui/DeleteButton';
import { DeliveryLog } from './DeliveryLog';
import { delivered, EVENT_LABELS, secretHintText, testEventSummary } from './notification-format';
import { useSaveWebhookEndpoint } from './useSaveWebhookEndpoint';
import { useSendTestEvent } from './useSendTestEvent';

interface EndpointCardProps {
  endpoint: WebhookEndpointRecord;
  onRotate: () => void;
  onDelete: () => void;
}

/** One webhook endpoint: its URL, events, enabled switch and secret hint, a test event, and its delivery log. */
export function EndpointCard({ endpoint, onRotate, onDelete }: EndpointCardProps) {
  const id = useId();
  const save = useSaveWebhookEndpoint();
  const test = useSendTestEvent();
  const [logOpen, setLogOpen] = useState(false);
  const enabled = save.isPending && save.variables ? save.variables.input.enabled : endpoint.enabled;

  function setEnabled(on: boolean) {
    save.mutate(
      { id: endpoint.id, input: { url: endpoint.url, events: endpoint.events, enabled: on } },
      { onError: (error) => toastApiError('Could not change the endpoint', error) },
    );
  }

  function sendTest() {
    // The log shows the attempt as soon as the answer is in.
    test.mutate(endpoint.id, {
      onSuccess: () => setLogOpen(true),
      onError: (error) => toastApiError('Test event not sent', error),
    });
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`${id}-url`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-url`} className="font-mono text-sm font-semibold break-all text-ink-900">
            {endpoint.url}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {endpoint.events.map((event) => EVENT_LABELS[event]).join(', ')}
          </p>
          <p className="text-sm text-slate-700">{secretHintText(endpoint.secretHint)}</p>
        </div>
        <DeleteButton label={`Delete endpoint ${endpoint.url}`} rowId={endpoint.id} onClick={onDelete} />
      </div>
      <label htmlFor={`${id}-enabled`} className="mt-2 flex min-h-11 w-fit cursor-pointer items-center gap-2">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="size-5 accent-brand-700"
        />
        Enabled
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline" onClick={sendTest} disabled={test.isPending}>
          {test.isPending ? 'Sending...' : 'Send test event'}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onRotate}>
          Rotate secret
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? 'Hide delivery log' : 'Show delivery log'}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm break-words">
        {test.data && (
          <span className={delivered(test.data.delivery) ? 'text-brand-800' : 'text-red-800'}>
            {testEventSummary(test.data.delivery)}
          </span>
        )}
      </p>
      <div id={`${id}-log`} hidden={!logOpen}>
        <h4 id={`${id}-log-title`} className="mt-2 text-sm font-semibold text-ink-900">
          Delivery log
        </h4>
        {logOpen && <DeliveryLog endpointId={endpoint.id} labelledBy={`${id}-log-title`} />}
      </div>
    </li>
  );
}
