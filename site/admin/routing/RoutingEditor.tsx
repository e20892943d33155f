import { useId, useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { ROUTING_LIMITS, type RoutingRule } from '#contract/routing/routing-api';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { toastApiError } from '../lib/toast-api-error';
import { useFocusAfterRender } from '../ui/useFocusAfterRender';
import {
  draftOf,
  moved,
  newRule,
  NO_PROBLEMS,
  problemsByRule,
  ruleProblems,
  rulesToSend,
  takesEveryLead,
  type DraftRule,
  type RoutingProblems,
  type RuleField,
} from './routing-draft';
import { RuleCard } from './RuleCard';
import { useSaveRoutingRules } from './useSaveRoutingRules';

interface RoutingEditorProps {
  stored: RoutingRule[];
  users: readonly AdminUser[];
  seenSources: readonly string[];
}

/**
 * The rules being edited, in order: added, changed, moved and deleted here, then saved together (one PUT of the
 * whole list). A refused save shows each problem beside its rule and field.
 */
export function RoutingEditor({ stored, users, seenSources }: RoutingEditorProps) {
  const save = useSaveRoutingRules();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [problems, setProblems] = useState<RoutingProblems>(NO_PROBLEMS);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();
  const inRule = (key: number, selector: string) => () =>
    listRef.current?.querySelector<HTMLElement>(`[data-rule-key="${key}"] ${selector}`);

  const names = new Map(users.map((user) => [user.id, user.username]));
  const agentName = (id: number) => names.get(id) ?? `user #${id}`;
  const catchAll = draft.findIndex(({ rule }) => takesEveryLead(rule));
  const dirty = JSON.stringify(draft.map(({ rule }) => rule)) !== JSON.stringify(stored);
  const labelOf = (rule: RoutingRule, index: number) => rule.name.trim() || `Rule ${index + 1}`;

  function change(key: number, rule: RoutingRule, field: RuleField) {
    setDraft((current) => current.map((item) => (item.key === key ? { key, rule } : item)));
    const { [field]: _fixed, ...left } = problems.byKey[key] ?? {};
    setProblems({ ...problems, byKey: { ...problems.byKey, [key]: left } });
  }

  function add() {
    const [added] = draftOf([newRule()]) as [DraftRule];
    setDraft([...draft, added]);
    setOpen(new Set([...open, added.key]));
    focusLater(inRule(added.key, 'input'));
    setAnnouncement(`Rule ${draft.length + 1} added.`);
  }

  function move(index: number, by: -1 | 1) {
    const { key, rule } = draft[index]!;
    const to = index + by;
    const stuck = to === 0 ? 'down' : to === draft.length - 1 ? 'up' : null;
    focusLater(inRule(key, `[data-move="${stuck ?? (by < 0 ? 'up' : 'down')}"]`));
    setDraft(moved(draft, index, by));
    setAnnouncement(`${labelOf(rule, index)} moved to position ${to + 1} of ${draft.length}.`);
  }

  function remove(index: number) {
    const { key, rule } = draft[index]!;
    const next = draft.filter((item) => item.key !== key);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? inRule(neighbour.key, 'h3') : () => addRef.current);
    setDraft(next);
    setAnnouncement(`${labelOf(rule, index)} deleted. Save to keep the change.`);
  }

  function toggle(key: number) {
    const next = new Set(open);
    if (!next.delete(key)) next.add(key);
    setOpen(next);
  }

  function discard() {
    setDraft(draftOf(stored));
    setOpen(new Set());
    setProblems(NO_PROBLEMS);
    setAnnouncement('Changes discarded.');
  }

  /** Opens the rules with problems, shows them, and takes the focus to the first field to fix. */
  function show(found: RoutingProblems) {
    setProblems(found);
    setOpen(new Set([...open, ...Object.keys(found.byKey).map(Number)]));
    const [firstKey] = Object.keys(found.byKey);
    focusLater(
      () =>
        listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        (firstKey ? inRule(Number(firstKey), 'h3')() : null),
    );
  }

  async function submit() {
    if (save.isPending) return;
    const rules = rulesToSend(draft);
    const local = ruleProblems(rules);
    if (Object.keys(local).length > 0) return show(problemsByRule(local, draft));
    try {
      const answer = await save.mutateAsync(rules);
      setDraft(draftOf(answer.rules));
      setOpen(new Set());
      setProblems(NO_PROBLEMS);
      toast({ title: 'Routing saved', description: 'New leads are routed by these rules from now on.' });
    } catch (error) {
      toastApiError('Error saving routing', error);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) show(problemsByRule(error.fields, draft));
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-xs">
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-ink-900 sm:px-6">
        Rules ({draft.length})
      </h2>
      {draft.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-700 sm:px-6">No rules yet: every new lead stays unassigned.</p>
      ) : (
        <ol ref={listRef} className="divide-y divide-slate-200" aria-busy={save.isPending}>
          {draft.map(({ key, rule }, index) => (
            <RuleCard
              key={key}
              ruleKey={key}
              index={index}
              count={draft.length}
              rule={rule}
              shadowedBy={catchAll >= 0 && index > catchAll ? catchAll + 1 : null}
              open={open.has(key)}
              problems={problems.byKey[key] ?? {}}
              users={users}
              agentName={agentName}
              seenSources={seenSources}
              onToggle={() => toggle(key)}
              onChange={(next, field) => change(key, next, field)}
              onMove={(by) => move(index, by)}
              onDelete={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
        <button
          ref={addRef}
          type="button"
          className="btn btn-sm btn-outline"
          onClick={add}
          disabled={draft.length >= ROUTING_LIMITS.rules || save.isPending}
        >
          Add rule
        </button>
        <p className="text-sm text-slate-700 sm:flex-1 sm:text-right">
          {problems.general.map((message) => (
            <span key={message} className="block font-medium text-red-700">
              {message}
            </span>
          ))}
          {dirty ? 'Unsaved changes.' : 'All changes saved.'}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={discard}
            disabled={!dirty || save.isPending}
          >
            Discard changes
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => void submit()}
            disabled={save.isPending}
          >
            {save.isPending ? 'Saving...' : 'Save rules'}
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
