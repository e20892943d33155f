import { FIRST_TOUCH_MAX, FIRST_TOUCH_PARTS, NO_FIRST_TOUCH, type FirstTouch } from '#contract/leads/first-touch';

/** Where recordFirstTouch (record-first-touch.ts) keeps the visit's first touch. */
const KEY = 'first-touch';
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * The recorded first touch, made fit for the API whatever the storage holds (a hand-edited value, an older
 * shape): known parts only, text without control characters, within each cap. So a first touch never costs
 * a visitor their lead. All parts '' when nothing was recorded or storage is unavailable.
 */
export function readFirstTouch(): FirstTouch {
  let stored: Record<string, unknown> = {};
  try {
    stored = Object(JSON.parse(sessionStorage.getItem(KEY) ?? '{}'));
  } catch {
    // Unreadable: as if nothing was recorded.
  }
  const touch = { ...NO_FIRST_TOUCH };
  for (const part of FIRST_TOUCH_PARTS) {
    const value = stored[part];
    if (typeof value === 'string')
      touch[part] = value.replace(CONTROL_CHARACTERS, '').trim().slice(0, FIRST_TOUCH_MAX[part]);
  }
  return touch;
}
