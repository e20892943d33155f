import type { JoinRole, LeadType } from './join-options';

/** The join form as the page holds it and sends it, minus the role. */
export interface JoinFormFields {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  details: string;
  propertyType: string;
  propertySubtype: string;
  commercialType: string;
  currentLocation: string;
  otherLocation: string;
  ghanaRegion: string;
  accraArea: string;
  otherRegion: string;
  budgetRange: string;
  services: string[];
  contactDetails: string;
  propertyLocation: string;
  documentation: string;
  otherDocumentation: string;
  sellingPrice: string;
  rentalBudget: string;
  helpNeeded: string;
  newsletter: string;
  otherServices: string;
}

/**
 * What POST /api/buyers, /api/sellers and /api/renters answer: the lead as stored, without the
 * internal id (sequential: it would tell anyone how many leads the business has) or the staff's statuses.
 */
export interface LeadReceipt extends Omit<JoinFormFields, 'contactDetails'> {
  type: LeadType;
  createdAt: string;
  /** With the newsletter box ticked: whether the newsletter waits for the click in a confirmation email. */
  confirmByEmail?: boolean;
}

export type JoinTextField = Exclude<keyof JoinFormFields, 'services'>;

export const DEFAULT_COUNTRY_CODE = '+233';

/** The `newsletter` field's value when a lead form's "Also send me the newsletter" box is ticked. */
export const NEWSLETTER_WANTED = 'yes';

export const EMPTY_JOIN_FORM: Readonly<JoinFormFields> = Object.freeze({
  name: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  details: '',
  propertyType: '',
  propertySubtype: '',
  commercialType: '',
  currentLocation: '',
  otherLocation: '',
  ghanaRegion: '',
  accraArea: '',
  otherRegion: '',
  budgetRange: '',
  services: [],
  contactDetails: '',
  propertyLocation: '',
  documentation: '',
  otherDocumentation: '',
  sellingPrice: '',
  rentalBudget: '',
  helpNeeded: '',
  newsletter: '',
  otherServices: '',
});

/**
 * A hidden field no person fills in. Bots that fill every input reveal themselves through it;
 * the API answers them as usual and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

export const MAX_LENGTH = { name: 120, email: 254, text: 4000 } as const;

/** The endpoint each role posts to: the role plus 's'. */
export function submitPath(role: JoinRole): string {
  return role === 'newsletter' ? '/api/newsletter' : `/api/${role}s`;
}
