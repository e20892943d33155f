import { useId, useRef, useState } from 'react';
import type { WebhookEndpointRecord } from '#contract/notifications/notifications-api';
import { toastApiError } from '../lib/toast-api-error';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { QueryError } from '../ui/QueryError';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { EndpointCard } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { SecretDialog } from './SecretDialog';
import { useDeleteWebhookEndpoint } from './useDeleteWebhookEndpoint';
import { useRotateWebhookSecret } from './useRotateWebhookSecret';
import { useWebhookEndpoints } from './useWebhookEndpoints';

/** The secret on screen: only in this state, dropped when its dialog closes, so it leaves the page. */
type ShownSecret = { url: string; secret: string; reason: 'created' | 'rotated' };

/** Webhooks (admins only): the endpoints, adding one, rotating a secret, deleting, testing, the delivery logs. */
export function WebhooksSection() {
  const headingId = useId();
  const query = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRecord | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const endpoints = query.data;

  const deletion = useConfirmedDelete<WebhookEndpointRecord>({
    remove: (endpoint) => remove.mutateAsync(endpoint.id),
    done: { title: 'Endpoint deleted', description: 'No more events are sent to it.' },
    failedTitle: 'Error deleting endpoint',
    items: endpoints,
    listRef,
  });

  async function confirmRotate() {
    if (!rotating) return;
    try {
      const answer = await rotate.mutateAsync(rotating.id);
      setRotating(null);
      setSecret({ url: answer.endpoint.url, secret: answer.secret, reason: 'rotated' });
    } catch (error) {
      toastApiError('Could not rotate the secret', error);
    }
  }

  return (
    <section
      ref={listRef}
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} tabIndex={-1} className="text-xl font-bold text-ink-900">
        Webhooks
      </h2>
      <p className="mt-1 text-slate-700">
        Each event is sent as signed JSON (Standard Webhooks) to the endpoints that want it.
      </p>

      {query.isLoading && (
        <p role="status" className="mt-4 text-slate-700">
          Loading endpoints...
        </p>
      )}
      {query.error && !endpoints && <QueryError message="Failed to fetch webhook endpoints" onRetry={query.refetch} />}
      {endpoints && endpoints.length === 0 && <p className="mt-4 text-slate-700">No endpoints yet.</p>}
      {endpoints && endpoints.length > 0 && (
        <ul className="mt-4 space-y-3">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onRotate={() => setRotating(endpoint)}
              onDelete={() => deletion.ask(endpoint)}
            />
          ))}
        </ul>
      )}

      <div className="mt-6">
        <EndpointForm onCreated={(url, value) => setSecret({ url, secret: value, reason: 'created' })} />
      </div>

      {secret && (
        <SecretDialog url={secret.url} secret={secret.secret} reason={secret.reason} onClose={() => setSecret(null)} />
      )}
      {rotating && (
        <ConfirmDialog
          title="Rotate secret"
          message={`A new secret replaces the current one for ${rotating.url} at once: the receiver must be given the new one.`}
          confirmLabel="Rotate"
          busy={rotate.isPending}
          onConfirm={() => void confirmRotate()}
          onClose={() => setRotating(null)}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title="Delete endpoint"
          message={`Delete ${deletion.target.url}? Its delivery log goes with it.`}
          confirmLabel="Delete"
          busy={deletion.busy}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        />
      )}
    </section>
  );
}
