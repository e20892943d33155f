import { ConfirmDialog } from '../ui/ConfirmDialog';
import { BULK_ACTION_COPY, countChangedMessage } from './bulk-action-copy';
import type { BulkQuestion } from './useBulkLeadAction';

interface BulkActionDialogProps {
  question: BulkQuestion;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A bulk action's confirmation, stating the exact count it acts on ('Mark 20,000 leads as spam?'). */
export function BulkActionDialog({ question, busy, onConfirm, onClose }: BulkActionDialogProps) {
  const { action, expectedCount } = question.request;
  const copy = BULK_ACTION_COPY[action];
  return (
    <ConfirmDialog
      title={copy.question(expectedCount)}
      message={question.recounted ? countChangedMessage(expectedCount) : copy.explanation}
      confirmLabel={copy.confirm}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
