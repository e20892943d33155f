import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';

/** The attribute that marks a row's delete button with the row's id (see focus below). */
export const DELETE_BUTTON_ATTR = 'data-delete-id';

interface ConfirmedDeleteOptions<T extends { id: number }> {
  /** Deletes one item (a mutation that then refetches what the deletion changed). */
  remove: (item: T) => Promise<unknown>;
  /** The success toast, and the title of the failure toast (which shows the server's message). */
  done: { title: string; description: string };
  failedTitle: string;
  /** The rows on screen: once they change after a deletion, focus moves (see below). */
  items: readonly T[] | undefined;
  /** The list's section (ListSection's sectionRef). */
  listRef: RefObject<HTMLElement | null>;
}

export interface ConfirmedDelete<T> {
  /** The item being asked about; the confirmation is shown while it is set. */
  target: T | null;
  busy: boolean;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * Ask, delete, toast, refetch. The deleted row's button disappears with the row, which would drop keyboard
 * focus to the page's start: it moves to the next row's delete button instead, or to the list heading
 * when no row follows.
 */
export function useConfirmedDelete<T extends { id: number }>({
  remove,
  done,
  failedTitle,
  items,
  listRef,
}: ConfirmedDeleteOptions<T>): ConfirmedDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  // The deleted row's place among the delete buttons, until the list without it is on screen.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    const section = listRef.current;
    if (index === null || !section) return;
    focusIndex.current = null;
    const buttons = section.querySelectorAll<HTMLElement>(`[${DELETE_BUTTON_ATTR}]`);
    (buttons[index] ?? section.querySelector<HTMLElement>('h2'))?.focus();
  }, [items, listRef]);

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      await remove(target);
      toast(done);
      const buttons = [...(listRef.current?.querySelectorAll(`[${DELETE_BUTTON_ATTR}]`) ?? [])];
      const index = buttons.findIndex((button) => button.getAttribute(DELETE_BUTTON_ATTR) === String(target.id));
      setTarget(null);
      focusIndex.current = index < 0 ? null : index;
    } catch (error) {
      toastApiError(failedTitle, error);
    } finally {
      setBusy(false);
    }
  }

  return { target, busy, ask: (item) => setTarget(item), cancel: () => setTarget(null), confirm };
}
