import { useRef, useState } from 'react';
import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { QueryError } from '../ui/QueryError';
import { NoteForm } from './NoteForm';
import { TimelineItem } from './TimelineItem';
import { useAddNote } from './useAddNote';
import { useDeleteNote } from './useDeleteNote';
import { useLeadTimeline } from './useLeadTimeline';

/**
 * A lead's notes and timeline (GET /api/leads/{id}/timeline), newest first with its arrival last, under a form
 * for a new note. Mounted only when the card's timeline is opened, so a page of cards reads none of them.
 */
export function LeadTimeline({ leadId, leadName }: { leadId: number; leadName: string }) {
  const { data: timeline, error, isLoading, refetch } = useLeadTimeline(leadId);
  const add = useAddNote(leadId);
  const remove = useDeleteNote(leadId);
  const [deleting, setDeleting] = useState<number | null>(null);
  const newNote = useRef<HTMLTextAreaElement>(null);

  async function confirmDelete() {
    if (deleting === null) return;
    try {
      await remove.mutateAsync(deleting);
      toast({ title: 'Note deleted' });
      setDeleting(null);
      // The note's buttons went with it: focus goes to the form at the timeline's top.
      newNote.current?.focus();
    } catch (failure) {
      toastApiError('Error deleting note', failure);
    }
  }

  return (
    <div className="space-y-4">
      <NoteForm
        label="Add a note"
        initial=""
        saveLabel="Save note"
        saving={add.isPending}
        onSave={(body) => add.mutateAsync(body)}
        clearOnSave
        textareaRef={newNote}
      />
      {isLoading ? (
        <p role="status" className="text-slate-700">
          Loading timeline...
        </p>
      ) : error && !timeline ? (
        <QueryError compact message="Failed to fetch the timeline" onRetry={refetch} />
      ) : (
        <ol className="space-y-2" aria-label={`Timeline of ${leadName}`}>
          {timeline?.map((entry) => (
            <TimelineItem
              key={`${entry.kind}-${entry.id}`}
              entry={entry}
              leadName={leadName}
              onDeleteNote={setDeleting}
            />
          ))}
        </ol>
      )}
      {deleting !== null && (
        <ConfirmDialog
          title="Delete this note?"
          message="The note is deleted for everyone who reads this lead. This cannot be undone."
          confirmLabel="Delete note"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
