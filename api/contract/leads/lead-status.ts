/** Lead lifecycle values. Any value may change to any other. */
export const CONTACT_STATUSES = ['Not Contacted', 'Contacted', 'Follow-Up'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const LEAD_STATUSES = ['New', 'Qualified', 'Interested', 'Not Interested', 'Converted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DEFAULT_CONTACT_STATUS: ContactStatus = 'Not Contacted';
export const DEFAULT_LEAD_STATUS: LeadStatus = 'New';
