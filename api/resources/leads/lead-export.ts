import type { Lead } from '../../platform/db/entities/Lead';
import type { LeadType } from '#contract/leads/join-options';
import { FIELD_CHOICES } from '#contract/leads/field-choices';
import { sourceLabel } from '#contract/leads/first-touch';
import { optionLabel } from '#contract/shared/option-label';
import type { CsvExport } from '../../platform/exports/csv-download';
import { StaffDates } from '../../platform/exports/staff-dates';
import { exportPhone } from './export-phone';

/** The columns a lead's export reads beside its keys (id and createdAt, the day submitted). */
export const LEAD_EXPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'countryCode',
  'phoneReadable',
  'details',
  'contactStatus',
  'leadStatus',
  'propertyType',
  'propertySubtype',
  'commercialType',
  'currentLocation',
  'otherLocation',
  'ghanaRegion',
  'accraArea',
  'otherRegion',
  'budgetRange',
  'services',
  'otherServices',
  'propertyLocation',
  'documentation',
  'otherDocumentation',
  'sellingPrice',
  'rentalBudget',
  'helpNeeded',
  'source',
  'utmCampaign',
  'assignedToId',
  'nextStepAt',
  'nextStepHasTime',
  'nextStepText',
  'earlierRequests',
] as const;

/** A lead as its export reads it: the exported columns, and its owner's name ('' for nobody). */
export type LeadExportRow = Pick<Lead, (typeof LEAD_EXPORT_COLUMNS)[number] | 'createdAt'> & { owner: string };

type Column = [header: string, cell: (lead: LeadExportRow) => string];

const label = (field: keyof typeof FIELD_CHOICES, value: string) => optionLabel(FIELD_CHOICES[field], value);
/** A choice, or what the visitor typed when they chose 'other'. */
const orTyped = (chosen: string, typed: string) => (typed.trim() ? `${chosen}: ${typed.trim()}` : chosen);

const PROPERTY: Column[] = [
  ['Property Type', (lead) => label('propertyType', lead.propertyType)],
  ['Bedrooms', (lead) => label('propertySubtype', lead.propertySubtype)],
  ['Commercial Type', (lead) => lead.commercialType],
];
const REGION: Column[] = [
  [
    'Region',
    (lead) =>
      lead.ghanaRegion === 'others'
        ? orTyped(label('ghanaRegion', lead.ghanaRegion), lead.otherRegion)
        : label('ghanaRegion', lead.ghanaRegion),
  ],
  ['Area', (lead) => lead.accraArea],
];

/** What each form collects beyond the contact fields, in the order staff read a lead. */
const FORM_COLUMNS: Record<LeadType, Column[]> = {
  buyer: [
    ['Budget', (lead) => label('budgetRange', lead.budgetRange)],
    ...REGION,
    ...PROPERTY,
    [
      'Current Location',
      (lead) =>
        lead.currentLocation === 'other'
          ? orTyped(label('currentLocation', lead.currentLocation), lead.otherLocation)
          : label('currentLocation', lead.currentLocation),
    ],
    ['Services', (lead) => [...lead.services, ...(lead.otherServices ? [lead.otherServices] : [])].join('; ')],
  ],
  seller: [
    ...PROPERTY,
    ['Property Location', (lead) => lead.propertyLocation],
    [
      'Documentation',
      (lead) =>
        lead.documentation === 'other'
          ? orTyped(label('documentation', lead.documentation), lead.otherDocumentation)
          : label('documentation', lead.documentation),
    ],
    ['Selling Price', (lead) => lead.sellingPrice],
  ],
  renter: [
    ['Rental Budget', (lead) => lead.rentalBudget],
    ...REGION,
    ...PROPERTY,
    ['Help Needed', (lead) => lead.helpNeeded],
  ],
};

/**
 * A lead page's export: SPEC's columns first (Name, Email, Phone, Details ('Property Details' for sellers and
 * renters), the statuses, the day submitted in Accra), then everything its form collects and staff add:
 * source and campaign, owner, next step and when it is due (Accra), earlier requests. The phone is the
 * number as dialled from anywhere ('+233 24 455 6677'); one that could not be parsed is as typed. Every value
 * quoted; 'buyer-leads-2026-11-24.csv', dated `now` in Accra.
 */
export function leadExport(type: LeadType, now: Date = new Date()): CsvExport<LeadExportRow> {
  const dates = new StaffDates();
  // Next steps are not in the list's order: their own cache keeps the submitted days' one warm.
  const dueDates = new StaffDates();
  const columns: Column[] = [
    ['Name', (lead) => lead.name],
    ['Email', (lead) => lead.email],
    ['Phone', exportPhone],
    [type === 'buyer' ? 'Details' : 'Property Details', (lead) => lead.details],
    ['Contact Status', (lead) => lead.contactStatus],
    ['Lead Status', (lead) => lead.leadStatus],
    ['Submitted', (lead) => dates.day(lead.createdAt)],
    ...FORM_COLUMNS[type],
    ['Source', (lead) => sourceLabel(lead.source)],
    ['Campaign', (lead) => lead.utmCampaign],
    ['Owner', (lead) => lead.owner],
    ['Next Step', (lead) => (lead.nextStepAt ? lead.nextStepText : '')],
    [
      'Next Step Due',
      ({ nextStepAt: at, nextStepHasTime }) =>
        !at ? '' : nextStepHasTime ? dueDates.dateTime(at).slice(0, 16) : dueDates.day(at),
    ],
    ['Earlier Requests', (lead) => String(lead.earlierRequests)],
  ];
  return {
    fileName: `${type}-leads-${dates.day(now)}.csv`,
    header: columns.map(([header]) => header),
    quoteAll: true,
    cells: (lead) => columns.map(([, cell]) => cell(lead)),
  };
}
