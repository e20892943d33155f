/** The brand mark (the same drawing as SiteLogo.astro): a house carrying Ghana's black star. Decorative. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#066630" />
      <path d="M32 10 7 31h7v23h36V31h7z" fill="#fff" />
      <path
        d="M32 30.5 34 36.2 40.1 36.4 35.2 40.1 37 45.9 32 42.4 27 45.9 28.8 40.1 23.9 36.4 30 36.2Z"
        fill="#1b1b1f"
      />
    </svg>
  );
}
