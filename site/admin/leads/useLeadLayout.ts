import { useCallback, useState } from 'react';

/** How a lead page shows its leads: a card each, or a row each in a table (a dense list on a phone). */
export type LeadLayout = 'cards' | 'table';

/** Where the browser remembers the choice: staff who work in the table find it again tomorrow. */
export const LEAD_LAYOUT_KEY = 'admin.leads.layout';

function remembered(): LeadLayout {
  try {
    return localStorage.getItem(LEAD_LAYOUT_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    // Storage refused (a private window's quota, a policy): the cards, as before the choice existed.
    return 'cards';
  }
}

/** The lead pages' layout, the same on every lead page, kept in localStorage. */
export function useLeadLayout(): [LeadLayout, (layout: LeadLayout) => void] {
  const [layout, setLayout] = useState<LeadLayout>(remembered);
  const choose = useCallback((next: LeadLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LEAD_LAYOUT_KEY, next);
    } catch {
      // Not remembered, but chosen for now.
    }
  }, []);
  return [layout, choose];
}
