import { IsInt, Max, Min } from 'class-validator';
import type { LeadMerge } from '#contract/leads/leads-api';

const MESSAGE = 'Give the id of the lead to merge with, a whole number like 42.';

/** The body of POST /api/leads/{id}/merge: the other lead. */
export class LeadMergeDto implements LeadMerge {
  @Max(2_147_483_647, { message: MESSAGE })
  @Min(1, { message: MESSAGE })
  @IsInt({ message: MESSAGE })
  leadId = 0;
}
