import { IsObject, ValidateBy, ValidateIf } from 'class-validator';
import type { LeadFollowUpUpdate } from '#contract/follow-ups/follow-up-api';
import { NestedInput } from '../../platform/validation/nested-input';
import { LeadStatusUpdateDto } from './leads.schema';
import { NextStepDto } from './NextStepDto';

const isStaffId = (value: unknown) =>
  value === null || (Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647);

/**
 * The body of PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id}: the statuses (LeadStatusUpdateDto)
 * and the follow-up fields, each optional. Whether `assignedToId` names a user is the service's to say.
 */
export class LeadUpdateDto extends LeadStatusUpdateDto implements LeadFollowUpUpdate {
  @ValidateBy(
    { name: 'isStaffId', validator: { validate: isStaffId } },
    { message: "Give a staff user's id, or null for nobody." },
  )
  @ValidateIf((dto: LeadUpdateDto) => dto.assignedToId !== undefined)
  assignedToId?: number | null = undefined;

  /** Null clears the next step. */
  @NestedInput(() => NextStepDto)
  @IsObject({ message: 'Give the next step as { date, time, text }, or null to clear it.' })
  @ValidateIf((dto: LeadUpdateDto) => dto.nextStep !== undefined && dto.nextStep !== null)
  nextStep?: NextStepDto | null = undefined;
}
