import type { JoinRole } from '#contract/leads/join-options';

/** What the page says for each role: the form's heading and subtitle, its button and its answers. */
export interface RoleCopy {
  heading: string;
  subtitle: string;
  submitLabel: string;
  successMessage: string;
  /** The toast for an error answer; the API's own words go beside the fields they are about. */
  failureMessage: string;
}

const JOINED = "Thank you for joining our network. We'll be in touch soon!";

export const ROLE_COPY: Record<JoinRole, RoleCopy> = {
  buyer: {
    heading: 'Find Your Property in Ghana',
    subtitle: "Tell us what you're looking for and we'll match you with verified properties and trusted professionals.",
    submitLabel: 'Join as a Buyer',
    successMessage: JOINED,
    failureMessage: 'Failed to submit form',
  },
  seller: {
    heading: 'Sell Your Property',
    subtitle: "Share your property's details and we'll connect you with serious, verified buyers.",
    submitLabel: 'Join as a Seller',
    successMessage: JOINED,
    failureMessage: 'Failed to submit form',
  },
  renter: {
    heading: 'Find a Place to Rent',
    subtitle: "Tell us what you need and we'll connect you with verified landlords.",
    submitLabel: 'Join as a Renter',
    successMessage: JOINED,
    failureMessage: 'Failed to submit form',
  },
  newsletter: {
    heading: 'Subscribe to Our Newsletter',
    subtitle: 'Market insights, new opportunities and investment analysis for Ghana, straight to your inbox.',
    submitLabel: 'Subscribe',
    successMessage: 'Thank you for subscribing to our newsletter!',
    failureMessage: 'Failed to subscribe',
  },
};
