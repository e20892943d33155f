/** What replaces a personal field when a person's data is erased (Act 843): staff see that it was, not what it was. */
export const ERASED_MARKER = '[erased]';

/**
 * The lead fields that hold what a person told us in their own words: their name and contact details and
 * every free text (which may name people, addresses, prices). The choices from lists (type, region, budget
 * range, services), the statuses and the dates are no one's personal data and stay, so the counts do too.
 */
export const ERASED_LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'details',
  'commercialType',
  'otherLocation',
  'accraArea',
  'otherRegion',
  'otherServices',
  'propertyLocation',
  'otherDocumentation',
  'sellingPrice',
  'rentalBudget',
  'helpNeeded',
  // Campaign links can carry an address or a subscriber id in these two; the source and campaign stay for the counts.
  'utmTerm',
  'utmContent',
] as const;
