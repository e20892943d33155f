import { useId, useRef } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** While the deletion is on its way: both buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action's confirmation; mount it to ask. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ title, message, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onClose}
      closable={!busy}
      initialFocus={cancel}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 break-words text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancel} type="button" className="btn btn-sm btn-outline" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-sm bg-red-700 text-white hover:bg-red-800"
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
