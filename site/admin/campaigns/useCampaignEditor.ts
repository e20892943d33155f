import { useState, type RefObject } from 'react';
import type { CampaignInput, CampaignRecord } from '#contract/campaigns/campaigns-api';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { formatCount, formatDateTime } from '../lib/format';
import { toastApiError } from '../lib/toast-api-error';
import { navigate, replaceQuery } from '../router';
import { useFocusAfterRender } from '../ui/useFocusAfterRender';
import { CAMPAIGNS_PATH } from './campaign-address';
import { campaignProblems, formOf, inputToSend, isDirty, type CampaignProblems } from './campaign-form';
import { scheduleAt } from './schedule-time';
import type { SendAction } from './SendPanel';
import { useCampaignStep, type CampaignStep } from './useCampaignStep';
import { useDeleteCampaign } from './useDeleteCampaign';
import { useSaveCampaign } from './useSaveCampaign';
import { useSendCampaignTest } from './useSendCampaignTest';

export type EditorBusy = SendAction | 'save' | 'delete' | null;

const hasAny = (problems: CampaignProblems) => Object.keys(problems).length > 0;

/**
 * The compose form's state and actions. Every action on a campaign saves the form first when it has changed (a
 * new campaign is created then), so a test or a send is always of what is on screen. A refusal, the form's own
 * or the server's, is shown beside its field and the focus goes to the first one.
 */
export function useCampaignEditor(stored: CampaignRecord | null, formRef: RefObject<HTMLElement | null>) {
  const [form, setForm] = useState<CampaignInput>(() => formOf(stored));
  const [problems, setProblems] = useState<CampaignProblems>({});
  const [testProblem, setTestProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<EditorBusy>(null);
  const save = useSaveCampaign();
  const step = useCampaignStep();
  const test = useSendCampaignTest();
  const remove = useDeleteCampaign();
  const focusLater = useFocusAfterRender();
  const dirty = isDirty(form, stored);
  const toSend = inputToSend(form);

  function change<F extends keyof CampaignInput>(field: F, value: CampaignInput[F]) {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...left }) => left);
  }

  function refuse(found: CampaignProblems) {
    setProblems(found);
    focusLater(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }

  /** The form's own checks: true when it may be sent. */
  function checked(): boolean {
    const found = campaignProblems(toSend);
    if (hasAny(found)) refuse(found);
    return !hasAny(found);
  }

  /** The campaign as stored once the form is saved (unchanged: as it was); null when that was refused. */
  async function saved(): Promise<CampaignRecord | null> {
    if (!checked()) return null;
    if (stored && !dirty) return stored;
    try {
      const { campaign } = await save.mutateAsync({ campaignId: stored?.id ?? null, input: toSend });
      setProblems({});
      return campaign;
    } catch (error) {
      toastApiError('Error saving campaign', error);
      if (error instanceof ApiError && hasAny(error.fields)) refuse(error.fields);
      return null;
    }
  }

  /**
   * Saves (unless `saveFirst` is false: cancelling a schedule needs no edit kept), then does `action` to the
   * stored campaign; a failure is said in a toast titled `failed`.
   */
  async function run(
    kind: Exclude<EditorBusy, null>,
    failed: string,
    action: (campaign: CampaignRecord) => Promise<void>,
    saveFirst = true,
  ) {
    if (busy) return;
    setBusy(kind);
    const campaign = saveFirst ? await saved() : stored;
    try {
      if (campaign) await action(campaign);
    } catch (error) {
      toastApiError(failed, error);
      if (error instanceof ApiError && hasAny(error.fields)) refuse(error.fields);
    } finally {
      setBusy(null);
    }
    // Last: the address now names the new campaign, which shows it afresh as stored.
    if (campaign && !stored) replaceQuery(`?id=${campaign.id}`);
  }

  const moved = async (campaign: CampaignRecord, move: CampaignStep) =>
    (await step.mutateAsync({ campaignId: campaign.id, ...move })).campaign;

  return {
    form,
    problems,
    testProblem,
    busy,
    dirty,
    /** What the preview renders: nothing while the server would refuse it. */
    previewInput: hasAny(campaignProblems(toSend)) ? null : toSend,
    change,
    checked,
    clearAt: () => setProblems(({ at: _fixed, ...left }) => left),
    save: () =>
      run('save', 'Error saving campaign', async () => {
        toast({ title: 'Campaign saved', description: 'Send it now, schedule it, or come back to it later.' });
      }),
    sendTest: () =>
      run('test', 'Test not sent', async (campaign) => {
        setTestProblem(null);
        try {
          const { sentTo } = await test.mutateAsync(campaign.id);
          toast({ title: `Test sent to ${sentTo}` });
        } catch (error) {
          setTestProblem(error instanceof ApiError ? error.serverMessage || error.message : null);
          throw error;
        }
      }),
    sendNow: () =>
      run('send', 'Campaign not sent', async (campaign) => {
        const started = await moved(campaign, { step: 'send', body: {} });
        toast({
          title: 'Campaign started',
          description: `Sending to ${formatCount(started.counts.recipients)} confirmed subscribers.`,
        });
      }),
    schedule: (when: string) => {
      const time = scheduleAt(when, Date.now());
      if ('problem' in time) return refuse({ ...problems, at: time.problem });
      return run('schedule', 'Campaign not scheduled', async (campaign) => {
        const scheduled = await moved(campaign, { step: 'send', body: { at: time.at } });
        toast({
          title: 'Campaign scheduled',
          description: `It goes out ${formatDateTime(scheduled.scheduledAt ?? time.at)} Accra time.`,
        });
      });
    },
    cancelSchedule: () =>
      run(
        'unschedule',
        'Schedule not cancelled',
        async (campaign) => {
          await moved(campaign, { step: 'cancel' });
          toast({ title: 'Schedule cancelled', description: 'The campaign is a draft again.' });
        },
        false,
      ),
    remove: async () => {
      if (!stored || busy) return;
      setBusy('delete');
      try {
        await remove.mutateAsync(stored.id);
        toast({ title: 'Campaign deleted' });
        navigate(CAMPAIGNS_PATH);
      } catch (error) {
        toastApiError('Error deleting campaign', error);
        setBusy(null);
      }
    },
  };
}
