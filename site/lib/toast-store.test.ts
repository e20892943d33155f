import { beforeEach, describe, expect, it } from 'vitest';
import { $toast, DEFAULT_TOAST_DURATION, dismissToast, toast } from './toast-store';

beforeEach(() => $toast.set(null));

describe('toast store', () => {
  it('holds one toast, the newest, with defaults filled in', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', description: 'Details', variant: 'destructive' });
    expect($toast.get()).toEqual({
      id,
      title: 'Second',
      description: 'Details',
      variant: 'destructive',
      duration: DEFAULT_TOAST_DURATION,
    });
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
  });

  it('ignores a dismissal meant for a toast already replaced', () => {
    const old = toast({ title: 'Old' });
    toast({ title: 'New' });
    dismissToast(old);
    expect($toast.get()?.title).toBe('New');
    dismissToast();
    expect($toast.get()).toBeNull();
  });
});
