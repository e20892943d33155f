/**
 * A newsletter subscriber's state. Active: mailed (every subscriber stored before double opt-in is Active).
 * Pending: signed up with email configured, waiting for the click in the confirmation email.
 * Unsubscribed: used the unsubscribe link; kept so a later signup is one again, and counted nowhere.
 */
export const SUBSCRIBER_STATES = ['active', 'pending', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** What the Newsletter Subscribers page calls each state. */
export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  active: 'Active',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};
