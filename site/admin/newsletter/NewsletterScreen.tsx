/** Placeholder while the screen is being built. */
export function NewsletterScreen() {
  return <h1 className="text-2xl font-bold text-ink-900">NewsletterScreen</h1>;
}
