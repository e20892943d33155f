/**
 * A lead is going cold when it is still Not Contacted this long after it arrived: the dashboard's
 * count, the digest's list and the lead pages' `?cold=1` all use this rule.
 */
export const GOING_COLD_MS = 24 * 3_600_000;
