import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { $adminSearch, followLink } from '../router';
import { CAMPAIGNS_PATH, parseCampaignView } from './campaign-address';
import { CampaignDetail } from './CampaignDetail';
import { CampaignEditor } from './CampaignEditor';
import { CampaignList } from './CampaignList';

/**
 * Newsletter Campaigns (admins, and users allowed to send them): the list, a new campaign (`?new`) or one
 * campaign (`?id=12`), as the address says.
 */
export function CampaignsScreen({ currentUser }: { currentUser: AdminUser }) {
  const view = parseCampaignView(useStore($adminSearch));
  const viewKey = view.kind === 'campaign' ? `campaign-${view.id}` : view.kind;
  const rootRef = useRef<HTMLDivElement>(null);
  const firstKey = useRef(viewKey);

  // The shell moves focus to a new screen; moving within this one (list, campaign) starts at its heading too,
  // once it is there (a campaign shows its heading when it has loaded).
  useEffect(() => {
    const root = rootRef.current;
    if (viewKey === firstKey.current || !root) return;
    firstKey.current = '';
    window.scrollTo(0, 0);
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      heading?.focus({ preventScroll: true });
      return Boolean(heading);
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [viewKey]);

  return (
    <div ref={rootRef}>
      {view.kind !== 'list' && (
        <div className="mx-auto mb-2 max-w-5xl">
          <a href={CAMPAIGNS_PATH} onClick={followLink} className="link inline-flex min-h-11 items-center">
            <span aria-hidden="true">←&nbsp;</span>All campaigns
          </a>
        </div>
      )}
      {view.kind === 'list' && <CampaignList />}
      {view.kind === 'new' && <CampaignEditor key="new" stored={null} currentUser={currentUser} />}
      {view.kind === 'campaign' && <CampaignDetail key={view.id} campaignId={view.id} currentUser={currentUser} />}
    </div>
  );
}
