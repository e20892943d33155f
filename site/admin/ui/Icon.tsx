/** The admin app's line icons, drawn on a 20 x 20 grid in the text colour; always decorative (aria-hidden). */
const PATHS = {
  trash: 'M3.5 6h13M8.5 9.5v5M11.5 9.5v5M5 6l1 11h8l1-11M7.5 6V3.5h5V6',
  edit: 'M3.5 16.5h3.3L16 7.3 12.7 4 3.5 13.2zM11.3 5.4l3.3 3.3',
  check: 'M4 10.5l4 4 8-9',
  close: 'M5 5l10 10M15 5L5 15',
  up: 'M10 16V4M5 9l5-5 5 5',
  down: 'M10 4v12M5 11l5 5 5-5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
