/** The words of the lead pages' bulk actions, by action, for the confirmation and the toasts. */
import type { BulkLeadActionName } from '#contract/leads/leads-api';
import { countOf } from '../lib/format';

interface BulkActionCopy {
  /** The filters card's button. */
  button: string;
  /** The confirmation's title, stating the exact count: 'Mark 20,000 leads as spam?'. */
  question: (count: number) => string;
  explanation: string;
  confirm: string;
  done: (affected: number) => string;
  failed: string;
}

export const BULK_ACTION_COPY: Readonly<Record<BulkLeadActionName, BulkActionCopy>> = {
  spam: {
    button: 'Mark all as spam',
    question: (count) => `Mark ${countOf(count, 'lead')} as spam?`,
    explanation: 'Every lead matching the current filters moves to the spam folder.',
    confirm: 'Mark as spam',
    done: (affected) => `${countOf(affected, 'lead')} marked as spam`,
    failed: 'Failed to mark leads as spam',
  },
  'not-spam': {
    button: 'Mark all as not spam',
    question: (count) => `Move ${countOf(count, 'lead')} out of spam?`,
    explanation: 'Every lead matching the current filters moves back to the leads.',
    confirm: 'Not spam',
    done: (affected) => `${countOf(affected, 'lead')} moved out of spam`,
    failed: 'Failed to move leads out of spam',
  },
  delete: {
    button: 'Delete all',
    question: (count) => `Delete ${countOf(count, 'lead')}?`,
    explanation: 'Every lead matching the current filters is deleted. This cannot be undone.',
    confirm: 'Delete',
    done: (affected) => `${countOf(affected, 'lead')} deleted`,
    failed: 'Failed to delete leads',
  },
};

/** Said when the matching leads changed between the count and the confirmation (a 409 count_changed). */
export function countChangedMessage(count: number): string {
  return `The list changed since it was counted: ${countOf(count, 'lead')} ${count === 1 ? 'matches' : 'match'} the filters now. Nothing has been changed yet.`;
}
