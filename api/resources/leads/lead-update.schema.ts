import { ValidateBy, ValidateIf } from 'class-validator';
import type { LeadFollowUpUpdate, NextStepInput } from '#contract/follow-ups/follow-up-api';
import { LeadStatusUpdateDto } from './leads.schema';
import { nextStepProblem } from './next-step-input';

const isStaffId = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647);

/**
 * The body of PATCH /api/leads/{id} and /api/{buyers|sellers|renters}/{id}: the statuses (LeadStatusUpdateDto)
 * and the follow-up fields, each optional. Whether `assignedToId` names a user is the service's to say.
 */
export class LeadUpdateDto extends LeadStatusUpdateDto implements LeadFollowUpUpdate {
  @ValidateBy({ name: 'isStaffId', validator: { validate: isStaffId } }, { message: "Give a staff user's id, or null for nobody." })
  @ValidateIf((dto: LeadUpdateDto) => dto.assignedToId !== undefined)
  assignedToId?: number | null = undefined;

  @ValidateBy({ name: 'isNextStep', validator: { validate: (value: unknown) => nextStepProblem(value) === null, defaultMessage: (args) => nextStepProblem(args?.value) ?? '' } })
  @ValidateIf((dto: LeadUpdateDto) => dto.nextStep !== undefined)
  nextStep?: NextStepInput | null = undefined;
}
