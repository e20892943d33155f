import { joinFieldLabel } from '#contract/leads/join-field-labels';
import { focusBelowHeader } from './focus-below-header';
import { ROLE_FIELDS } from '#contract/leads/join-requirements';
import { JOIN_MESSAGES } from './join-messages';
import { useJoinFormContext } from './useJoinFormContext';

/**
 * How many fields need fixing, announced politely when the form shows its messages, with a link to each.
 * The live region stays in the page so it is already watched when the count arrives.
 */
export function ErrorSummary() {
  const { role, errors, fieldId } = useJoinFormContext();
  const named = role ? ROLE_FIELDS[role].filter((name) => name in errors) : [];
  return (
    <div className={named.length > 0 ? 'rounded-lg border border-red-700 bg-red-50 p-4' : ''}>
      <p role="status" className="text-base font-semibold text-red-800">
        {named.length > 0 ? JOIN_MESSAGES.fieldsToFix(named.length) : ''}
      </p>
      {role && named.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {named.map((name) => (
            <li key={name}>
              <a
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusBelowHeader(document.getElementById(fieldId(name)));
                }}
                className="text-red-800 underline underline-offset-2"
              >
                {joinFieldLabel(role, name)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
