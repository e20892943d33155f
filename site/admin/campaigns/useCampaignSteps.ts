import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';
import { useCampaignStep } from './useCampaignStep';

/** Pause, Resume and Cancel for a campaign that has started, each said in a toast. */
export function useCampaignSteps(campaignId: number) {
  const step = useCampaignStep();
  async function move(to: 'pause' | 'resume' | 'cancel', done: string, failed: string) {
    if (step.isPending) return;
    try {
      await step.mutateAsync({ campaignId, step: to });
      toast({ title: done });
    } catch (error) {
      toastApiError(failed, error);
    }
  }
  return {
    busy: step.isPending,
    pause: () => void move('pause', 'Campaign paused', 'Campaign not paused'),
    resume: () => void move('resume', 'Campaign resumed', 'Campaign not resumed'),
    cancel: () => move('cancel', 'Campaign cancelled', 'Campaign not cancelled'),
  };
}
