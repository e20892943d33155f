import type { LeadRecord } from '../../../api/domain/admin-api';
import { mailtoUrl } from '../lib/mailto-url';
import { displayPhone, telUrl, whatsappUrl } from '../../../api/domain/phone-links';

/** The id of the one hidden note that every link opening a new tab points to (LeadsScreen renders it). */
export const NEW_TAB_NOTE_ID = 'leads-new-tab-note';

const LINK_CLASS = 'inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-brand-700 underline-offset-2 hover:underline wrap-anywhere';

/** Email, phone and WhatsApp: each one tap away, where the visitor already is. */
export function LeadContact({ lead }: { lead: Pick<LeadRecord, 'name' | 'email' | 'phone' | 'countryCode'> }) {
  const whatsapp = whatsappUrl(lead.countryCode, lead.phone);
  const phone = displayPhone(lead.countryCode, lead.phone);
  return (
    <ul className="flex flex-col gap-x-5 sm:flex-row sm:flex-wrap">
      <li className="min-w-0">
        <a href={mailtoUrl(lead.email)} className={LINK_CLASS}>
          <Icon path="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7" />
          {lead.email}
        </a>
      </li>
      {phone && (
        <li>
          <a href={telUrl(lead.countryCode, lead.phone)} className={LINK_CLASS}>
            <Icon path="M6.6 3.5h3l1.5 4-2 1.3a11 11 0 005.1 5.1l1.3-2 4 1.5v3a2 2 0 01-2.2 2A17 17 0 014.6 5.7a2 2 0 012-2.2z" />
            {phone}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${lead.name}`} aria-describedby={NEW_TAB_NOTE_ID} className={LINK_CLASS}>
            <Icon path="M4 20l1.3-4A8.5 8.5 0 1112 20.5a8.4 8.4 0 01-4-1z" />
            WhatsApp
          </a>
        </li>
      )}
    </ul>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
      <path d={path} />
    </svg>
  );
}
