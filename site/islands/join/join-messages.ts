/** The form's own words that belong to no one role: toast titles and the messages of its own checks and failures. */
export const JOIN_MESSAGES = {
  successTitle: 'Success!',
  errorTitle: 'Error',
  newsletterEmailRequired: 'Please enter your email address.',
  contactRequired: 'Please fill in all required contact information fields.',
  generic: 'Something went wrong. Please try again.',
  fieldRequired: 'This field is required.',
  /** Added to the newsletter's toast when signups wait for the confirmation email's link. */
  checkInbox: 'Please check your inbox and click the link in our email to confirm.',
  /** The same, after a lead form whose newsletter box was ticked. */
  checkInboxForNewsletter: 'To get the newsletter, click the link in the email we just sent you.',
} as const;
