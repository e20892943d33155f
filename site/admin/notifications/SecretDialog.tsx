import { useId, useRef, useState } from 'react';
import { Modal } from '../ui/Modal';

interface SecretDialogProps {
  url: string;
  secret: string;
  /** 'created' after adding an endpoint, 'rotated' after a new secret. */
  reason: 'created' | 'rotated';
  onClose: () => void;
}

/**
 * Shows a signing secret the one time the server answers it: a copy button, and the warning that it will not be
 * shown again.
 */
export function SecretDialog({ url, secret, reason, onClose }: SecretDialogProps) {
  const titleId = useId();
  const warningId = useId();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it so Ctrl+C works.
      field.current?.select();
      setCopied('no');
    }
  }

  return (
    <Modal role="dialog" labelledBy={titleId} describedBy={warningId} onClose={onClose} closable initialFocus={field}>
      <h2 id={titleId} className="text-xl font-bold">
        {reason === 'created' ? 'Endpoint added' : 'New signing secret'}
      </h2>
      <p className="mt-2 text-sm break-all text-slate-700">{url}</p>
      <p
        id={warningId}
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        Copy this signing secret now: it will not be shown again. The receiver uses it to check each delivery's
        signature.
      </p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-ink-900">
        Signing secret
      </label>
      <input
        ref={field}
        id={fieldId}
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {copied === 'yes'
          ? 'Copied to the clipboard'
          : copied === 'no'
            ? 'Copying is not allowed here: the secret is selected, press Ctrl+C'
            : ''}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
