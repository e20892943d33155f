import type { LeadType } from '../../../api/domain/join-options';

const TITLES: Record<LeadType, string> = { buyer: 'Buyer Leads', seller: 'Seller Leads', renter: 'Renter Leads' };

/** One lead page of the admin app (SPEC 2, 7): the frame mounts it on /admin/buyers, sellers and renters. */
export function LeadsScreen({ type }: { type: LeadType }) {
  return (
    <section>
      <h1>{TITLES[type]}</h1>
    </section>
  );
}
