import type { NotificationEvent } from '@contract/notifications/notifications-api';
import type { DigestContent } from '../../resources/digest/digest-content';
import type { LeadAssignment } from '../../resources/leads/lead-assignment';

/**
 * One email to one address, as the outbox keeps it: what to say and the event it is about, fixed
 * when it was planned. It is rendered when it is sent (see renderEmail).
 */
export type EmailJob =
  | { message: 'lead-alert'; to: string; event: Extract<NotificationEvent, { type: 'lead.created' }> }
  | { message: 'visitor-confirmation'; to: string; event: Extract<NotificationEvent, { type: 'lead.created' }> }
  | { message: 'subscriber-alert'; to: string; event: Extract<NotificationEvent, { type: 'subscriber.created' }> }
  | { message: 'digest'; to: string; digest: DigestContent }
  // Issue 13: a lead's new owner is told, planned in the assigning transaction (the recipient is known then).
  | { message: 'lead-assigned'; to: string; assignment: LeadAssignment }
  // Issue 12: the double opt-in's confirmation, and the welcome once confirmed (a newsletter email). The
  // links are signed when the email is sent; `to` is the subscriber's address as typed.
  | { message: 'newsletter-confirmation'; to: string; subscriberId: number }
  | { message: 'newsletter-welcome'; to: string; subscriberId: number }
  // "Forgot your password?": the link is signed as the email is sent (PasswordResetTokens), so no token is stored.
  | { message: 'password-reset'; to: string; reset: { userId: number; username: string; credentialsVersion: number; expiresAt: number } };
