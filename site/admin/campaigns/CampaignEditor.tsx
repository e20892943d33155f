import { useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ScreenHeader } from '../ui/ScreenHeader';
import { CampaignFields } from './CampaignFields';
import { CampaignPreviewPanel } from './CampaignPreviewPanel';
import { CampaignStateBadge } from './CampaignStateBadge';
import { SendPanel } from './SendPanel';
import { useCampaignEditor } from './useCampaignEditor';

interface CampaignEditorProps {
  /** The campaign as stored (a draft or a scheduled one); null for a new one. */
  stored: CampaignRecord | null;
  currentUser: AdminUser;
}

/** Writing a campaign: its fields, Save, the live preview, a test to oneself, and sending it now or later. */
export function CampaignEditor({ stored, currentUser }: CampaignEditorProps) {
  // The fields and the schedule's time: where the focus looks for the first problem.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const editor = useCampaignEditor(stored, fieldsRef);
  const [asking, setAsking] = useState<'send' | 'delete' | null>(null);
  const { busy } = editor;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenHeader
        title={stored ? 'Edit campaign' : 'New campaign'}
        subtitle={
          stored ? (
            <span className="flex flex-wrap items-center gap-2">
              <CampaignStateBadge state={stored.state} size="sm" />
              <span className="break-words">{stored.subject}</span>
            </span>
          ) : (
            'An email to every confirmed subscriber of the newsletter.'
          )
        }
      />
      <div ref={fieldsRef} className="space-y-6">
        <form
          noValidate
          aria-label="Campaign"
          aria-busy={busy !== null}
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save();
          }}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
        >
          <CampaignFields form={editor.form} problems={editor.problems} onChange={editor.change} />
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save'}
            </button>
            <p className="text-sm text-slate-700 sm:flex-1">
              {!stored ? 'Not saved yet.' : editor.dirty ? 'Unsaved changes.' : 'All changes saved.'}
            </p>
            {stored && (
              <button
                type="button"
                className="btn btn-sm border-2 border-red-700 bg-white text-red-700 hover:bg-red-50"
                disabled={busy !== null}
                onClick={() => setAsking('delete')}
              >
                Delete campaign
              </button>
            )}
          </div>
        </form>
        <SendPanel
          stored={stored}
          currentUser={currentUser}
          busy={busy}
          testProblem={editor.testProblem}
          atProblem={editor.problems.at}
          onTest={() => void editor.sendTest()}
          onSendNow={() => editor.checked() && setAsking('send')}
          onSchedule={(when) => void editor.schedule(when)}
          onWhenChange={editor.clearAt}
          onCancelSchedule={() => void editor.cancelSchedule()}
        />
      </div>
      <CampaignPreviewPanel input={editor.previewInput} />
      {asking === 'send' && (
        <ConfirmDialog
          title="Send now"
          message="Send to every confirmed subscriber? It starts at once; it can be paused or cancelled, but what was sent stays sent."
          confirmLabel="Send now"
          busy={busy === 'send'}
          onConfirm={() => void editor.sendNow().finally(() => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title="Delete campaign"
          message={`Delete “${stored?.subject}”? This cannot be undone.`}
          confirmLabel="Delete"
          busy={busy === 'delete'}
          onConfirm={() => void editor.remove().finally(() => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
