import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search goes to the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box in front of a value that costs a request to change: the box shows each keystroke at once,
 * `commit` runs once typing pauses. A change of `value` from elsewhere (the address) shows in the box;
 * `drop` forgets what was typed and not yet committed (Clear), which would otherwise arrive after it.
 */
export function useDebouncedInput(
  value: string,
  commit: (value: string) => void,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = next;
      commit(next);
    }, SEARCH_DEBOUNCE_MS);
  }

  function drop() {
    clearTimeout(timer.current);
    setText(committed.current);
  }

  return [text, change, drop];
}
