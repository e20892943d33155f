import type { AdminScreenId } from '../admin-routes';

/** One small outline icon per screen, so the collapsed sidebar still tells them apart. Decorative. */
const PATHS: Record<AdminScreenId, string> = {
  account: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zm-3 9 2 2 4-4',
  dashboard: 'M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-11h6V4h-6z',
  'callable-now': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2',
  buyers: 'M3 11 12 4l9 7M6 10v10h12V10M10 20v-5h4v5',
  sellers: 'M4 7h10l6 6-7 7-6-6V7zM8.5 10.5h.01',
  renters: 'M15 7a4 4 0 1 1-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1A4 4 0 0 1 15 7zm1 3h.01',
  newsletter: 'M3 6h18v12H3zm0 0 9 7 9-7',
  campaigns: 'M21 3 10 14M21 3l-7 18-4-7-7-4z',
  notifications: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0',
  routing: 'M3 12h5l4-6h8M8 12l4 6h8M17 3l3 3-3 3M17 15l3 3-3 3',
  people: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  users:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8',
};

export function NavIcon({ id }: { id: AdminScreenId }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
