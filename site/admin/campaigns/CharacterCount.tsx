import { formatCount } from '../lib/format';

/** A field's length against its limit, red once past it. `id` is what the field's aria-describedby names. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={`mt-1 text-sm ${over ? 'font-medium text-red-700' : 'text-slate-700'}`}>
      {formatCount(length)} of {formatCount(max)} characters{over ? `: ${formatCount(length - max)} too many` : ''}
    </p>
  );
}
