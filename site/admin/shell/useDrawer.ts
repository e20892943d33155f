import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The small-screen drawer's behaviour: opening moves focus into it, Escape or a backdrop click closes it
 * and gives focus back to the menu button, Tab stays inside while it is open (the rest is inert), and it
 * closes by itself when the screen grows to the large layout.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const giveFocusBack = useRef(false);

  const hide = useCallback(() => {
    setOpen((wasOpen) => {
      if (wasOpen) giveFocusBack.current = true;
      return false;
    });
  }, []);

  // After the commit, not before: until then the header around the button is still inert, and focus()
  // on it does nothing (a microtask queued by hide() sometimes ran first, leaving focus on the page).
  useEffect(() => {
    if (open || !giveFocusBack.current) return;
    giveFocusBack.current = false;
    buttonRef.current?.focus();
  }, [open]);

  /** Closes without moving focus: a link chosen in the drawer hands focus to the new screen. */
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    (
      panel?.querySelector<HTMLElement>('nav [aria-current="page"]') ?? panel?.querySelector<HTMLElement>('nav a[href]')
    )?.focus();
    const large = window.matchMedia('(min-width: 64rem)');
    const onChange = () => large.matches && setOpen(false);
    large.addEventListener('change', onChange);
    return () => large.removeEventListener('change', onChange);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      hide();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { open, show, hide, close, onKeyDown, buttonRef, panelRef };
}
