import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  /** alertdialog for confirmations, dialog for forms. */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Escape closes unless something is on its way. */
  onClose: () => void;
  closable: boolean;
  /** Where focus starts; the dialog's first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, shown while mounted: showModal() makes the rest of the page inert and
 * keeps Tab inside, Escape cancels, and focus goes back to where it was when the modal closes.
 */
export function Modal({ role, labelledBy, describedBy, onClose, closable, initialFocus, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    (initialFocus?.current ?? element.querySelector<HTMLElement>('input, select, button'))?.focus();
    return () => {
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the modal is mounted to open it
  }, []);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-ink-900 shadow-xl backdrop:bg-black/40 sm:p-6"
    >
      {children}
    </dialog>
  );
}
