/** Beside every form's submit button (Act 843): what the details are for; sending the form is the consent. */
export function ConsentNote({ newsletter }: { newsletter: boolean }) {
  return (
    <p className="text-sm text-gray-700">
      {newsletter
        ? 'We use your email address only to send you our newsletter.'
        : 'We use your details only to answer your request.'}{' '}
      See our{' '}
      <a href="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
        Privacy Notice
      </a>
      .
    </p>
  );
}
