import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkLeadAction, BulkLeadActionName, LeadListFilters } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { apiGet, apiSend } from '../lib/admin-api';
import { countOf } from '../lib/format';
import { queryString } from '../lib/query-string';
import { toastApiError } from '../lib/toast-api-error';
import { BULK_ACTION_COPY } from './bulk-action-copy';
import { reloadLeadLists } from './lead-cache';

/** A bulk action waiting for its confirmation: what the count was taken over, and the count. */
export interface BulkQuestion {
  request: BulkLeadAction;
  /** The count was taken again after the leads changed under the first one (a 409). */
  recounted: boolean;
}

const countMatching = (filters: LeadListFilters) =>
  apiGet<{ count: number }>(`/api/leads/count${queryString(filters)}`).then((answer) => answer.count);

/**
 * "Mark all as spam", "Delete all", acting on every lead that matches the page's filters:
 * GET /api/leads/count, a confirmation stating that count, then POST /api/leads/bulk with it as
 * expectedCount. A 409 count_changed means the leads changed meanwhile and nothing was done: the
 * confirmation asks again with the new count.
 */
export function useBulkLeadAction(type: LeadType, filters: LeadListFilters) {
  const client = useQueryClient();
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const [counting, setCounting] = useState(false);
  const mutation = useMutation({
    mutationFn: (action: BulkLeadAction) =>
      apiSend<{ action: BulkLeadActionName; affected: number }>('POST', '/api/leads/bulk', action),
    onSuccess: () => reloadLeadLists(client, type),
  });

  async function ask(action: BulkLeadActionName) {
    if (counting) return;
    setCounting(true);
    const scope = { ...filters, type };
    try {
      const count = await countMatching(scope);
      if (count === 0) toast({ title: 'No leads match these filters' });
      else setQuestion({ request: { action, filters: scope, expectedCount: count }, recounted: false });
    } catch (error) {
      toastApiError('Failed to count the leads', error);
    } finally {
      setCounting(false);
    }
  }

  async function confirm() {
    if (!question || mutation.isPending || counting) return;
    const { request } = question;
    const copy = BULK_ACTION_COPY[request.action];
    try {
      const { affected } = await mutation.mutateAsync(request);
      setQuestion(null);
      toast({ title: copy.done(affected) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'count_changed') await recount(request);
      else toastApiError(copy.failed, error);
    }
  }

  async function recount(request: BulkLeadAction) {
    setCounting(true);
    try {
      const count = await countMatching(request.filters);
      toast({
        title: 'The list changed',
        description: `${countOf(count, 'lead')} now ${count === 1 ? 'matches' : 'match'} the filters. Nothing was changed.`,
      });
      setQuestion(count === 0 ? null : { request: { ...request, expectedCount: count }, recounted: true });
    } catch (error) {
      toastApiError('Failed to count the leads', error);
      setQuestion(null);
    } finally {
      setCounting(false);
    }
  }

  return { question, busy: counting || mutation.isPending, ask, confirm, cancel: () => setQuestion(null) };
}
