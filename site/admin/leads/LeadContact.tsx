import type { LeadRecord } from '#contract/leads/leads-api';
import { formatDate } from '../lib/format';
import { mailtoUrl } from '../lib/mailto-url';
import { displayPhone, telUrl, whatsappUrl } from '#contract/leads/phone-links';
import { LeadLocalTime } from './LeadLocalTime';
import type { FollowedLink } from './TouchLinkPrompt';

/** Beside a number the server could not read (a lead from before the check): staff confirm it before relying on it. */
export const UNRECOGNISED_PHONE_NOTE = 'Number not recognised: check it with the lead';

/** The id of the one hidden note that every link opening a new tab points to (LeadsScreen renders it). */
export const NEW_TAB_NOTE_ID = 'leads-new-tab-note';

const LINK_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-brand-700 underline-offset-2 hover:underline wrap-anywhere';

/**
 * Email, phone and WhatsApp: each one tap away, where the visitor already is. The number is shown as the
 * server formatted it and dialled as E.164; one it could not read is shown as typed, flagged, without links.
 * An erased person's lead says when and by whom instead.
 */
export function LeadContact({
  lead,
  onFollow,
}: {
  lead: Pick<
    LeadRecord,
    'name' | 'email' | 'phone' | 'countryCode' | 'phoneE164' | 'phoneReadable' | 'erased' | 'timeZone'
  >;
  /** The tel: or WhatsApp link was followed (the card then offers to log it). */
  onFollow?: (link: FollowedLink) => void;
}) {
  // Nothing left to reach them by: no link, and no note about a number that is no longer there.
  if (lead.erased) {
    return (
      <p className="min-h-11 py-2 text-slate-700">
        Erased on <time dateTime={lead.erased.at}>{formatDate(lead.erased.at)}</time>
        {/* Leads erased before who erased them was kept have no name. */}
        {lead.erased.by && ` by ${lead.erased.by}`}
      </p>
    );
  }
  const e164 = lead.phoneE164;
  const typed = displayPhone(lead.countryCode, lead.phone);
  return (
    <ul className="flex flex-col gap-x-5 sm:flex-row sm:flex-wrap">
      <li className="min-w-0">
        <a href={mailtoUrl(lead.email)} className={LINK_CLASS}>
          <Icon path="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7" />
          {lead.email}
        </a>
      </li>
      {e164 && (
        <li>
          <a href={telUrl(e164)} onClick={() => onFollow?.('called')} className={LINK_CLASS}>
            <Icon path={PHONE_ICON} />
            {lead.phoneReadable ?? e164}
          </a>
          <LeadLocalTime zone={lead.timeZone} />
        </li>
      )}
      {!e164 && typed && (
        <li className="inline-flex min-h-11 flex-wrap items-center gap-x-2 wrap-anywhere">
          <Icon path={PHONE_ICON} />
          <span>{typed}</span>
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
            {UNRECOGNISED_PHONE_NOTE}
          </span>
        </li>
      )}
      {e164 && (
        <li>
          <a
            href={whatsappUrl(e164)}
            onClick={() => onFollow?.('whatsapp')}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${lead.name}`}
            aria-describedby={NEW_TAB_NOTE_ID}
            className={LINK_CLASS}
          >
            <Icon path="M4 20l1.3-4A8.5 8.5 0 1112 20.5a8.4 8.4 0 01-4-1z" />
            WhatsApp
          </a>
        </li>
      )}
    </ul>
  );
}

const PHONE_ICON =
  'M6.6 3.5h3l1.5 4-2 1.3a11 11 0 005.1 5.1l1.3-2 4 1.5v3a2 2 0 01-2.2 2A17 17 0 014.6 5.7a2 2 0 012-2.2z';

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}
