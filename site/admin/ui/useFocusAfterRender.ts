import { useEffect, useRef } from 'react';

/**
 * Moves the focus once the change just asked for is on screen: a moved, added or deleted row's control is
 * found by the caller's function after React has put it in its new place.
 */
export function useFocusAfterRender(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    find?.()?.focus();
  });
  return (find) => {
    pending.current = find;
  };
}
