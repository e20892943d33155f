/**
 * Where a visit began: the page records it once per visit in the browser's own session storage
 * (site/lib/record-first-touch.ts), the join island sends it with a lead as `firstTouch`, and the lead keeps it.
 * Every part is '' when unknown.
 */
export interface FirstTouch {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  /** The host of the referring page, only when it was another site. */
  referrerHost: string;
  /** The path of the first page seen, without its query. */
  landingPath: string;
}

/**
 * Each part's longest value: a UTM value or a path rarely passes a few dozen characters; a host name is at most 253.
 */
export const FIRST_TOUCH_MAX: Readonly<Record<keyof FirstTouch, number>> = {
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  referrerHost: 253,
  landingPath: 300,
};

export const FIRST_TOUCH_PARTS = Object.keys(FIRST_TOUCH_MAX) as (keyof FirstTouch)[];

export const NO_FIRST_TOUCH: Readonly<FirstTouch> = Object.freeze({
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
  referrerHost: '',
  landingPath: '',
});

/** A lead's source when the visit carried no utm_source and came from no other site. */
export const DIRECT_SOURCE = 'Direct';

/**
 * The one name a lead's source goes by in its list filter and the dashboard: utm_source, else the referring
 * host, else 'Direct'. Folded so one source is one row: utm_source in lower case ('Facebook' and 'facebook' are
 * one campaign's links typed twice), a host without its 'www.' or mobile 'm.' ('m.facebook.com' is
 * 'facebook.com'). Leads stored before sources were recorded have '' (shown as 'Not recorded').
 */
export function leadSourceOf(touch: Pick<FirstTouch, 'utmSource' | 'referrerHost'>): string {
  return touch.utmSource.toLowerCase() || touch.referrerHost.toLowerCase().replace(/^(www|m)\./, '') || DIRECT_SOURCE;
}

/** What staff read for a source: '' is a lead from before sources were recorded. */
export function sourceLabel(source: string): string {
  return source || 'Not recorded';
}

/** The parts of a checked `firstTouch` (the API's FirstTouchDto), trimmed, every missing one ''. */
export function firstTouchOf(value: unknown): FirstTouch {
  const given = (value ?? {}) as Partial<Record<keyof FirstTouch, string>>;
  return Object.fromEntries(
    FIRST_TOUCH_PARTS.map((part) => [part, (given[part] ?? '').trim()]),
  ) as unknown as FirstTouch;
}
