/**
 * Every kind of entry the audit trail keeps, with the words the Activity screen shows for it. The action is
 * stored as its key; an entry's details never hold a password, a code or a secret.
 */
export const AUDIT_ACTIONS = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Sign-in failed',
  'sign_in.second_factor_failed': 'Second factor code refused',
  'sign_in.recovery_code_used': 'Signed in with a recovery code',
  'second_factor.enabled': 'Second factor turned on',
  'second_factor.disabled': 'Second factor turned off',
  'second_factor.reset': 'Second factor reset',
  'second_factor.recovery_codes_regenerated': 'Recovery codes replaced',
  'user.created': 'User created',
  'user.changed': 'User changed',
  'user.role_changed': 'Role changed',
  'user.password_changed': 'Password changed',
  'user.deleted': 'User deleted',
  'sessions.others_ended': 'Signed out everywhere else',
  'password_reset.requested': 'Password reset asked for',
  'password_reset.completed': 'Password reset by email',
  'export.leads': 'Leads exported',
  'export.subscribers': 'Subscribers exported',
  'export.activity': 'Activity exported',
  'person.exported': 'Person exported',
  'person.erased': 'Person erased',
  'lead.spam': 'Lead marked as spam',
  'lead.not_spam': 'Lead marked as not spam',
  'lead.delete': 'Lead deleted',
  'lead.contact_corrected': 'Lead contact details corrected',
  'lead.merged': 'Leads merged',
  'leads.spam': 'Leads marked as spam',
  'leads.not_spam': 'Leads marked as not spam',
  'leads.delete': 'Leads deleted',
  'subscriber.deleted': 'Subscriber removed',
  'note.deleted': 'Note deleted',
  'settings.changed': 'Settings changed',
  'webhook.created': 'Webhook added',
  'webhook.changed': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
