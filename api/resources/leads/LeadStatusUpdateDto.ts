import { IsIn, ValidateIf } from 'class-validator';
import type { LeadStatusUpdate } from '../../domain/admin-api';
import { CONTACT_STATUSES, LEAD_STATUSES, type ContactStatus, type LeadStatus } from '../../domain/lead-status';

/**
 * The body of PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id}: one or both statuses,
 * each one of its full list (SPEC 4). Any other field is dropped, so nothing else can change.
 * A null is checked, not skipped: it is not a status.
 */
export class LeadStatusUpdateDto implements LeadStatusUpdate {
  @IsIn(CONTACT_STATUSES, { message: `Choose one of: ${CONTACT_STATUSES.join(', ')}.` })
  @ValidateIf((dto: LeadStatusUpdateDto) => dto.contactStatus !== undefined)
  contactStatus?: ContactStatus = undefined;

  @IsIn(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}.` })
  @ValidateIf((dto: LeadStatusUpdateDto) => dto.leadStatus !== undefined)
  leadStatus?: LeadStatus = undefined;
}
