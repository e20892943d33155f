import { useId, useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { LABEL_CLASS } from '../../islands/join/field-styles';
import { AvailabilityBadge } from '../availability/AvailabilityBadge';
import { IconButton } from '../ui/IconButton';
import { Select } from '../ui/Select';
import { useFocusAfterRender } from '../ui/useFocusAfterRender';
import { moved } from './routing-draft';
import { FieldError } from './FieldError';

interface AgentPickerProps {
  agentIds: number[];
  /** Every staff account, with its availability. */
  users: readonly AdminUser[];
  agentName: (id: number) => string;
  onChange: (agentIds: number[]) => void;
  problem?: string;
}

/** A rule's group: staff picked one by one, in turn order, each with whether they take leads now. */
export function AgentPicker({ agentIds, users, agentName, onChange, problem }: AgentPickerProps) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const focusLater = useFocusAfterRender();
  const list = useRef<HTMLOListElement>(null);
  const agentButton = (agentId: number, action: 'up' | 'down') => () =>
    list.current?.querySelector<HTMLElement>(`[data-agent="${agentId}"] [data-action="${action}"]`);
  const choices = users
    .filter((user) => !agentIds.includes(user.id))
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((user) => [String(user.id), user.username] as const);

  function move(index: number, by: -1 | 1) {
    const agentId = agentIds[index]!;
    const next = moved(agentIds, index, by);
    const end = index + by === 0 || index + by === agentIds.length - 1;
    // A button that can no longer move the agent is disabled: the other one keeps the focus.
    focusLater(agentButton(agentId, end ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'));
    onChange(next);
  }

  function add() {
    if (!picked) return;
    onChange([...agentIds, Number(picked)]);
    setPicked('');
  }

  return (
    <fieldset aria-describedby={[`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')}>
      <legend className={LABEL_CLASS}>Agents, in turn order</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        Leads go round the group in this order, to agents who are available.
      </p>
      {agentIds.length === 0 ? (
        <p className="mt-1 text-slate-700">No agents yet.</p>
      ) : (
        <ol ref={list} className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {agentIds.map((agentId, index) => {
            const user = users.find((candidate) => candidate.id === agentId);
            const availability = user?.availability;
            const name = agentName(agentId);
            return (
              <li key={agentId} data-agent={agentId} className="flex items-center gap-2 px-2 py-1">
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
                  <span className="font-medium wrap-anywhere text-ink-900">
                    {index + 1}. {name}
                  </span>
                  {availability && <AvailabilityBadge availability={availability} />}
                </span>
                <span className="flex shrink-0">
                  <IconButton
                    icon="up"
                    label={`Move ${name} up`}
                    data-action="up"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    icon="down"
                    label={`Move ${name} down`}
                    data-action="down"
                    disabled={index === agentIds.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    icon="close"
                    label={`Remove ${name}`}
                    onClick={() => onChange(agentIds.filter((other) => other !== agentId))}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {choices.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <Select
              label="Add an agent"
              value={picked}
              options={[['', 'Choose staff...'], ...choices]}
              onChange={setPicked}
              invalid={Boolean(problem)}
              describedBy={problem ? `${id}-error` : undefined}
            />
          </div>
          <button type="button" className="btn btn-sm btn-outline" onClick={add} disabled={!picked}>
            Add agent
          </button>
        </div>
      )}
      <FieldError id={`${id}-error`} message={problem} />
    </fieldset>
  );
}
