import Router from '@koa/router';
import { BuyerLeadDto } from './BuyerLeadDto';
import { RenterLeadDto } from './RenterLeadDto';
import { SellerLeadDto } from './SellerLeadDto';
import type { JoinFormDto } from './JoinFormDto';
import { HONEYPOT_FIELD } from '../../domain/join-form';
import type { LeadType } from '../../domain/join-options';
import { throttlePublicSubmissions } from '../../middleware/throttle-public-submissions';
import { validateBody } from '../../validation/validate-body';

const LEAD_DTOS: Record<LeadType, new () => JoinFormDto> = {
  buyer: BuyerLeadDto,
  seller: SellerLeadDto,
  renter: RenterLeadDto,
};

/** POST /api/buyers, /api/sellers, /api/renters: the join page's lead forms (SPEC 7). */
export function leadsRoutes(publicSubmissionsPerMinute: number): Router {
  const router = new Router();
  for (const [type, Dto] of Object.entries(LEAD_DTOS) as [LeadType, new () => JoinFormDto][]) {
    router.post(`/api/${type}s`, throttlePublicSubmissions(publicSubmissionsPerMinute), validateBody(Dto), async (ctx) => {
      const form = ctx.state.input as JoinFormDto;
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
      const lead = form[HONEYPOT_FIELD] ? await ctx.services.leads.decoy(type, form) : await ctx.services.leads.create(type, form);
      ctx.status = 201;
      ctx.body = lead;
    });
  }
  return router;
}
