import { atom } from 'nanostores';

/**
 * One toast at a time: a new toast replaces the one on screen. The store holds the state only;
 * `<Toaster />` renders it and runs the timer, so any island (the join form, the admin app) can raise toasts
 * by importing `toast` without owning any UI.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 0 keeps it until closed. */
  duration?: number;
}

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly variant: ToastVariant;
  readonly duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

export const $toast = atom<Toast | null>(null);

let lastId = 0;

/** Show a toast, replacing any on screen; returns its id for `dismissToast`. */
export function toast(input: ToastInput): number {
  lastId += 1;
  $toast.set({
    id: lastId,
    title: input.title,
    description: input.description ?? '',
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
  });
  return lastId;
}

/** Close the toast with this id (a stale timer must not close its successor), or whichever is shown. */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
