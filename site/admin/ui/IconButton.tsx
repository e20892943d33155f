import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  icon: IconName;
  /** The accessible name, naming what it acts on: 'Move Abroad buyers up'. */
  label: string;
  tone?: 'plain' | 'danger';
}

/** A 44 px square button showing only an icon; dimmed when disabled (the first row's "Move up"). */
export function IconButton({ icon, label, tone = 'plain', className = '', ...button }: IconButtonProps) {
  const colour =
    tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100 hover:text-ink-900';
  return (
    <button
      type="button"
      aria-label={label}
      {...button}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${colour} disabled:opacity-40 disabled:hover:bg-transparent ${className}`}
    >
      <Icon name={icon} />
    </button>
  );
}
