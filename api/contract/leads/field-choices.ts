import type { JoinTextField } from './join-form';
import {
  BUDGET_RANGE_OPTIONS,
  CURRENT_LOCATION_OPTIONS,
  DOCUMENTATION_OPTIONS,
  GHANA_REGION_OPTIONS,
  type Option,
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from './join-options';

/** The option list behind each of the join form's selects: what it offers, and the labels staff and alerts show. */
export const FIELD_CHOICES = {
  propertyType: PROPERTY_TYPE_OPTIONS,
  propertySubtype: PROPERTY_SUBTYPE_OPTIONS,
  currentLocation: CURRENT_LOCATION_OPTIONS,
  ghanaRegion: GHANA_REGION_OPTIONS,
  budgetRange: BUDGET_RANGE_OPTIONS,
  documentation: DOCUMENTATION_OPTIONS,
} as const satisfies Partial<Record<JoinTextField, readonly Option[]>>;

export type ChoiceField = keyof typeof FIELD_CHOICES;
