import type { Option } from '../leads/join-options';

/** An option's label; an unknown value is shown as stored rather than hidden. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
