/** Newsletter signups: double opt-in, unsubscribing, and the staff's list. */
export { newsletterEmails, type NewsletterEmail } from './newsletter-emails';
export { NewsletterLinks } from './newsletter-links';
export { NewsletterTokens } from './newsletter-tokens';
export { toNewsletterRecord } from './newsletter.presenter';
export { newsletterRoutes } from './newsletter.routes';
export { NewsletterService } from './newsletter.service';
export { subscriberCounts, subscribersByDay } from './subscriber-counts';
export { bySignupOrder, writeSignup } from './write-signup';
