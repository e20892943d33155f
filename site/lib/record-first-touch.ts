/**
 * Records where this visit began, once: the UTM parameters of the first page, the referring host
 * when it is another site, and that page's path, in the tab's own session storage (no cookie; gone when the
 * visit ends). Runs on every public page (FirstTouchRecorder.astro); a later page of the same visit leaves
 * the record alone. Storage may throw (private modes, disabled): the page goes on.
 *
 * Imports nothing on purpose: shared with the join island, its code would become a chunk of its own and every
 * public page would load three files instead of one. readFirstTouch (read-first-touch.ts) reads the same
 * key and parts, which JoinForm.source.test.tsx checks end to end.
 */
export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem('first-touch') !== null) return;
    const query = new URLSearchParams(location.search);
    const part = (name: string) => query.get(`utm_${name}`) ?? '';
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    sessionStorage.setItem(
      'first-touch',
      JSON.stringify({
        utmSource: part('source'),
        utmMedium: part('medium'),
        utmCampaign: part('campaign'),
        utmTerm: part('term'),
        utmContent: part('content'),
        referrerHost: host === location.hostname ? '' : host,
        landingPath: location.pathname,
      }),
    );
  } catch {
    // No record for this visit: its lead's source reads Direct.
  }
}
