/** The form's own words that belong to no one role: toast titles and the messages of its own checks and failures. */
export const JOIN_MESSAGES = {
  successTitle: 'Success!',
  errorTitle: 'Error',
  newsletterEmailRequired: 'Please enter your email address.',
  contactRequired: 'Please fill in all required contact information fields.',
  generic: 'Something went wrong. Please try again.',
  fieldRequired: 'This field is required.',
  /** The toast after a lead form's own check found fields other than the contact ones blank. */
  fillIn: (labels: string[]) => `Please fill in: ${labels.join(', ')}.`,
  /** The toast after the API refused some fields: the form's labels of those fields. */
  checkFields: (labels: string[]) => `Please check: ${labels.join(', ')}.`,
  /** The error summary's count, announced when the form shows its field messages. */
  fieldsToFix: (count: number) =>
    count === 1 ? '1 field needs your attention' : `${count} fields need your attention`,
  /** Said on the page itself after a newsletter sign-up that waits for the email's link. */
  checkInboxTitle: 'Check your inbox to confirm',
  /** Added to the newsletter's toast when signups wait for the confirmation email's link. */
  checkInbox: 'Please check your inbox and click the link in our email to confirm.',
  /** The same, after a lead form whose newsletter box was ticked. */
  checkInboxForNewsletter: 'To get the newsletter, click the link in the email we just sent you.',
} as const;
