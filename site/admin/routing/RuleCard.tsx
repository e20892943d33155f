import { useId } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { RoutingRule } from '#contract/routing/routing-api';
import { IconButton } from '../ui/IconButton';
import type { RuleField, RuleProblems } from './routing-draft';
import { ruleSentence } from './rule-sentence';
import { RuleForm } from './RuleForm';

interface RuleCardProps {
  ruleKey: number;
  index: number;
  count: number;
  rule: RoutingRule;
  /** The number of an earlier rule with no condition, which takes every lead before this one. */
  shadowedBy: number | null;
  open: boolean;
  problems: RuleProblems;
  users: readonly AdminUser[];
  agentName: (id: number) => string;
  seenSources: readonly string[];
  onToggle: () => void;
  onChange: (rule: RoutingRule, field: RuleField) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One rule of the ordered list: its number, name and sentence; edit in place, move up or down, delete. */
export function RuleCard(props: RuleCardProps) {
  const { ruleKey, index, count, rule, shadowedBy, open, problems, onToggle, onMove, onDelete } = props;
  const id = useId();
  const label = rule.name.trim() || `rule ${index + 1}`;
  return (
    <li data-rule-key={ruleKey} className="px-4 py-4 sm:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 tabIndex={-1} className="font-semibold wrap-anywhere text-ink-900">
            {index + 1}. {rule.name.trim() || 'Untitled rule'}
          </h3>
          <p className="mt-0.5 wrap-anywhere text-slate-700">
            {ruleSentence(rule, props.agentName, { first: index === 0 })}
          </p>
          {shadowedBy !== null && (
            <p className="mt-1 text-sm font-medium text-amber-900">
              Never reached: rule {shadowedBy} takes every lead first.
            </p>
          )}
          {problems.rule && <p className="mt-1 text-sm font-medium text-red-700">{problems.rule}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={open ? `${id}-form` : undefined}
            className="btn btn-sm btn-outline"
          >
            {open ? 'Close' : 'Edit'}
            <span className="sr-only"> {label}</span>
          </button>
          <IconButton
            icon="up"
            label={`Move ${label} up`}
            data-move="up"
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <IconButton
            icon="down"
            label={`Move ${label} down`}
            data-move="down"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <IconButton icon="trash" label={`Delete ${label}`} tone="danger" onClick={onDelete} />
        </div>
      </div>
      {open && (
        <RuleForm
          id={`${id}-form`}
          rule={rule}
          onChange={props.onChange}
          problems={problems}
          users={props.users}
          agentName={props.agentName}
          seenSources={props.seenSources}
        />
      )}
    </li>
  );
}
