import { useEffect, useRef } from 'react';

/**
 * A deep link to one lead (an alert's link) brings that lead to the top of the screen once it is shown:
 * on a phone the header, stat cards and note above it would otherwise put it a screen or more down.
 * Returns the ref of what to scroll to (its scroll margin keeps it clear of the sticky top bar).
 */
export function useScrollToDeepLinkedLead(leadId: number | null, shown: boolean) {
  const target = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (leadId === null || !shown || scrolledTo.current === leadId) return;
    scrolledTo.current = leadId;
    target.current?.scrollIntoView({ block: 'start' });
  }, [leadId, shown]);
  return target;
}
