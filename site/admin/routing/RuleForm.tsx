import { useId } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { GHANA_REGION_OPTIONS, LEAD_TYPES, type LeadType } from '#contract/leads/join-options';
import { HOME_DIAL_CODE, ROUTING_LIMITS, type RoutingRule } from '#contract/routing/routing-api';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { AgentPicker } from './AgentPicker';
import { ChoiceGroup } from './ChoiceGroup';
import { FieldError } from './FieldError';
import { LEAD_TYPE_PLURALS } from './rule-sentence';
import type { RuleField, RuleProblems } from './routing-draft';
import { SourcePicker } from './SourcePicker';

const TYPE_OPTIONS = LEAD_TYPES.map((type) => [type, LEAD_TYPE_PLURALS[type]] as const);
const REGION_OPTIONS = GHANA_REGION_OPTIONS.map(({ value, label }) => [value, label] as const);
const ABROAD_OPTIONS = [
  ['any', 'Any', null],
  ['abroad', 'Abroad only', true],
  ['home', 'In Ghana only', false],
] as const;
const { firstResponseMinutes: MINUTES } = ROUTING_LIMITS;

interface RuleFormProps {
  id: string;
  rule: RoutingRule;
  onChange: (rule: RoutingRule, field: RuleField) => void;
  problems: RuleProblems;
  users: readonly AdminUser[];
  agentName: (id: number) => string;
  seenSources: readonly string[];
}

/** One rule's fields, edited in place: each change goes to the screen's list, saved with the whole list. */
export function RuleForm({ id, rule, onChange, problems, users, agentName, seenSources }: RuleFormProps) {
  const ids = { name: useId(), abroad: useId(), minutes: useId() };
  const set = <F extends RuleField>(field: F, value: RoutingRule[F]) => onChange({ ...rule, [field]: value }, field);
  const described = (fieldId: string, field: RuleField, hint = false) =>
    [hint && `${fieldId}-hint`, problems[field] && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div id={id} className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div>
        <label htmlFor={ids.name} className={LABEL_CLASS}>
          Name
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="off"
          maxLength={ROUTING_LIMITS.nameMaxLength}
          value={rule.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={described(ids.name, 'name')}
          className={`${CONTROL_CLASS} mt-1`}
        />
        <FieldError id={`${ids.name}-error`} message={problems.name} />
      </div>
      <ChoiceGroup
        legend="Lead types"
        hint="None ticked: every type."
        options={TYPE_OPTIONS}
        chosen={rule.leadTypes}
        onChange={(types) => set('leadTypes', types as LeadType[])}
        problem={problems.leadTypes}
      />
      <ChoiceGroup
        legend="Preferred regions"
        hint="None ticked: any region, or none given."
        options={REGION_OPTIONS}
        chosen={rule.regions}
        onChange={(regions) => set('regions', regions)}
        problem={problems.regions}
      />
      <fieldset aria-describedby={described(ids.abroad, 'abroad', true)}>
        <legend className={LABEL_CLASS}>Where the lead is</legend>
        <p id={`${ids.abroad}-hint`} className="text-sm text-slate-700">
          Abroad: a phone number with a dial code other than {HOME_DIAL_CODE}.
        </p>
        <div className="flex flex-wrap gap-x-4">
          {ABROAD_OPTIONS.map(([key, label, abroad]) => (
            <label
              key={key}
              htmlFor={`${ids.abroad}-${key}`}
              className="flex min-h-11 cursor-pointer items-center gap-2"
            >
              <input
                id={`${ids.abroad}-${key}`}
                type="radio"
                name={ids.abroad}
                checked={rule.abroad === abroad}
                onChange={() => set('abroad', abroad)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={`${ids.abroad}-error`} message={problems.abroad} />
      </fieldset>
      <SourcePicker
        sources={rule.sources}
        seen={seenSources}
        onChange={(sources) => set('sources', sources)}
        problem={problems.sources}
      />
      <AgentPicker
        agentIds={rule.agentIds}
        users={users}
        agentName={agentName}
        onChange={(agentIds) => set('agentIds', agentIds)}
        problem={problems.agentIds}
      />
      <div>
        <label htmlFor={ids.minutes} className={LABEL_CLASS}>
          First answer within (minutes)
        </label>
        <input
          id={ids.minutes}
          type="number"
          inputMode="numeric"
          min={MINUTES.min}
          max={MINUTES.max}
          step={1}
          value={Number.isNaN(rule.firstResponseMinutes) ? '' : rule.firstResponseMinutes}
          onChange={(event) =>
            set('firstResponseMinutes', event.target.value === '' ? Number.NaN : Number(event.target.value))
          }
          aria-invalid={problems.firstResponseMinutes ? true : undefined}
          aria-describedby={described(ids.minutes, 'firstResponseMinutes', true)}
          className={`${CONTROL_CLASS} mt-1 max-w-40`}
        />
        <p id={`${ids.minutes}-hint`} className="mt-1 text-sm text-slate-700">
          Working minutes for the agent's first contact before a reminder; after twice this, the lead moves on to the
          next agent.
        </p>
        <FieldError id={`${ids.minutes}-error`} message={problems.firstResponseMinutes} />
      </div>
    </div>
  );
}
