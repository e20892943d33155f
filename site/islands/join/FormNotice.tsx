/**
 * What the page itself says after a submission that asks for one more step (the confirmation email's
 * link), so it does not rest on a toast that fades. Focus moves here; role=status announces it.
 */
export function FormNotice({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div
      id={id}
      role="status"
      tabIndex={-1}
      className="scroll-mt-28 rounded-lg border border-brand-700 bg-brand-50 p-4 text-ink-900 focus:outline-2 focus:outline-brand-700"
    >
      <p className="text-base font-semibold">{title}</p>
      <p className="mt-1 text-base">{text}</p>
    </div>
  );
}
