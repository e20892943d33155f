import { CONTROL_CLASS } from '../../islands/join/field-styles';

/**
 * The signed-in user's own password, as proof it is them;
 * marked invalid (and described by `problemId`) with a problem.
 */
export function CurrentPasswordInput({
  id,
  value,
  onChange,
  problem,
  problemId,
  className = '',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem: string;
  problemId: string;
  className?: string;
}) {
  return (
    <input
      id={id}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={problem !== '' || undefined}
      aria-describedby={problem ? problemId : undefined}
      className={`${CONTROL_CLASS} sm:max-w-sm ${className}`}
    />
  );
}
