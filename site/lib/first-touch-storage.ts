import { FIRST_TOUCH_MAX, FIRST_TOUCH_PARTS, NO_FIRST_TOUCH, UTM_PARAMETERS, type FirstTouch } from '../../api/domain/first-touch';

/** The visit's first touch, in the tab's own session storage: no cookie, gone when the visit ends. */
const KEY = 'first-touch';

/**
 * Records where this visit began, once: the UTM parameters of the first page, the referring host when it is
 * another site, and that page's path. Runs on every public page (FirstTouchRecorder.astro); a later page of
 * the same visit leaves the record alone. Storage may throw (private modes, disabled): the page goes on.
 */
export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const query = new URLSearchParams(location.search);
    const touch: Record<string, string> = { landingPath: location.pathname };
    for (const [part, name] of Object.entries(UTM_PARAMETERS)) touch[part] = query.get(name) ?? '';
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    touch.referrerHost = host === location.hostname ? '' : host;
    sessionStorage.setItem(KEY, JSON.stringify(touch));
  } catch {
    // No record for this visit: its lead's source reads Direct.
  }
}

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
    if (typeof value === 'string') touch[part] = value.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, FIRST_TOUCH_MAX[part]);
  }
  return touch;
}
