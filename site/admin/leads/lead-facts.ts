/**
 * What a lead card shows besides contact details and statuses: option values turned into the join
 * form's labels, where the lead is (leadLocation) and each type's own facts. Shared by the cards and the tests.
 */
import type { LeadRecord } from '#contract/leads/leads-api';
import {
  BUDGET_RANGE_OPTIONS,
  CURRENT_LOCATION_OPTIONS,
  DOCUMENTATION_OPTIONS,
  GHANA_REGION_OPTIONS,
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  type Option,
} from '#contract/leads/join-options';
import { optionLabel } from '#contract/shared/option-label';
import { sourceLabel } from '#contract/leads/first-touch';

export interface LeadFact {
  label: string;
  value: string;
}

const EMPTY = '-';

/** The Accra area or the other region when given, otherwise the region's label, otherwise '-'. */
export function leadLocation(lead: Pick<LeadRecord, 'ghanaRegion' | 'accraArea' | 'otherRegion'>): string {
  const area = lead.accraArea.trim();
  const other = lead.otherRegion.trim();
  if (lead.ghanaRegion === 'accra' && area) return area;
  if (lead.ghanaRegion === 'others' && other) return other;
  return lead.ghanaRegion ? optionLabel(GHANA_REGION_OPTIONS, lead.ghanaRegion) : EMPTY;
}

/** Property type, then bedrooms or the commercial type, e.g. 'Residential - House, 2 Bedrooms'. */
export function leadPropertyType(
  lead: Pick<LeadRecord, 'propertyType' | 'propertySubtype' | 'commercialType'>,
): string {
  const parts = [
    lead.propertyType && optionLabel(PROPERTY_TYPE_OPTIONS, lead.propertyType),
    lead.propertySubtype && optionLabel(PROPERTY_SUBTYPE_OPTIONS, lead.propertySubtype),
    lead.commercialType.trim(),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : EMPTY;
}

/** A chosen option, or the text typed for 'other' (which wins when given). */
function chosen(options: readonly Option[], value: string, otherText: string): string {
  if (value === 'other' && otherText.trim()) return otherText.trim();
  return value ? optionLabel(options, value) : EMPTY;
}

const text = (value: string) => value.trim() || EMPTY;

/** The facts only one type of lead has: what staff need to judge the lead before calling. */
export function typeFacts(lead: LeadRecord): LeadFact[] {
  switch (lead.type) {
    case 'buyer':
      return [
        { label: 'Budget', value: lead.budgetRange ? optionLabel(BUDGET_RANGE_OPTIONS, lead.budgetRange) : EMPTY },
        { label: 'Lives in', value: chosen(CURRENT_LOCATION_OPTIONS, lead.currentLocation, lead.otherLocation) },
        { label: 'Services', value: lead.services.length ? lead.services.join('; ') : EMPTY },
      ];
    case 'seller':
      return [
        { label: 'Property location', value: text(lead.propertyLocation) },
        { label: 'Selling price', value: text(lead.sellingPrice) },
        { label: 'Documentation', value: chosen(DOCUMENTATION_OPTIONS, lead.documentation, lead.otherDocumentation) },
      ];
    case 'renter':
      return [
        { label: 'Rental budget', value: text(lead.rentalBudget) },
        { label: 'Help needed', value: text(lead.helpNeeded) },
      ];
  }
}

/**
 * Where the lead came from: its source, with the campaign's other UTM parts when the visit carried
 * them, e.g. 'facebook (campaign east-legon, medium cpc)', and the page the visit began on.
 */
export function sourceFacts(lead: Pick<LeadRecord, 'source' | 'firstTouch'>): LeadFact[] {
  const { utmCampaign, utmMedium, utmTerm, utmContent, landingPath } = lead.firstTouch;
  const parts = [
    utmCampaign && `campaign ${utmCampaign}`,
    utmMedium && `medium ${utmMedium}`,
    utmTerm && `term ${utmTerm}`,
    utmContent && `content ${utmContent}`,
  ].filter(Boolean);
  const source = sourceLabel(lead.source);
  const facts = [{ label: 'Source', value: parts.length ? `${source} (${parts.join(', ')})` : source }];
  return landingPath ? [...facts, { label: 'Landed on', value: landingPath }] : facts;
}

/** Type, Location, then the type's own facts, then where the lead came from. */
export function leadFacts(lead: LeadRecord): LeadFact[] {
  return [
    { label: 'Type', value: leadPropertyType(lead) },
    { label: 'Location', value: leadLocation(lead) },
    ...typeFacts(lead),
    ...sourceFacts(lead),
  ];
}
