import { useSyncExternalStore } from 'react';

/*
 * One clock for every row on screen that shows a time of day: one timer, however many rows, waking each component
 * at the turn of each minute. Read fresh at each render, so a screen opened after a pause starts right.
 */
const MINUTE = 60_000;
const listeners = new Set<() => void>();
let current = new Date();
let timer: ReturnType<typeof setTimeout> | undefined;

function snapshot(): Date {
  if (Math.floor(Date.now() / MINUTE) !== Math.floor(current.getTime() / MINUTE)) current = new Date();
  return current;
}

function tick() {
  // Just past the turn of the minute, so the new minute is the one read.
  timer = setTimeout(
    () => {
      listeners.forEach((listener) => listener());
      tick();
    },
    MINUTE - (Date.now() % MINUTE) + 20,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The time now, to the minute: the component renders again when the minute changes. */
export function useMinuteClock(): Date {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
