import { useId, useState } from 'react';
import { foldSources } from '#contract/leads/lead-sources';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { ChoiceGroup } from './ChoiceGroup';

interface SourcePickerProps {
  sources: string[];
  /** The sources seen among the leads of every type. */
  seen: readonly string[];
  onChange: (sources: string[]) => void;
  problem?: string;
}

/** A rule's sources: ticked among those seen on leads, or typed (a campaign not yet seen). */
export function SourcePicker({ sources, seen, onChange, problem }: SourcePickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  // The rule's own first, so its spelling is the one shown when the leads' differs only in case.
  const options = foldSources([...sources, ...seen]).map((source) => [source, source] as const);

  function add() {
    const source = typed.trim();
    if (!source) return;
    const known = options.find(([option]) => option.toLocaleLowerCase() === source.toLocaleLowerCase());
    const value = known?.[0] ?? source;
    if (!sources.includes(value)) onChange([...sources, value]);
    setTyped('');
  }

  return (
    <ChoiceGroup
      legend="Sources"
      hint="None ticked: any source."
      options={options}
      chosen={sources}
      onChange={onChange}
      problem={problem}
    >
      <div className="mt-1 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-typed`} className={LABEL_CLASS}>
            Another source
          </label>
          <input
            id={`${id}-typed`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            className={`${CONTROL_CLASS} mt-1`}
          />
        </div>
        <button type="button" className="btn btn-sm btn-outline" onClick={add} disabled={!typed.trim()}>
          Add source
        </button>
      </div>
    </ChoiceGroup>
  );
}
