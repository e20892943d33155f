import type { ReactNode } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'subtle';

/** The admin app's one badge; each variant keeps at least 4.5:1 text contrast. */
const VARIANT_CLASS: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-brand-700 text-white',
  secondary: 'border-transparent bg-slate-200 text-slate-900',
  outline: 'border-slate-500 bg-white text-ink-900',
  destructive: 'border-transparent bg-red-700 text-white',
  subtle: 'border-transparent bg-brand-100 text-brand-800',
};

const SIZE_CLASS = { md: 'px-2.5 py-0.5 text-sm', sm: 'px-2 py-0.5 text-xs' } as const;

interface BadgeProps {
  variant: BadgeVariant;
  /** sm beside a name in a list row; md (the default) for the lead statuses. */
  size?: keyof typeof SIZE_CLASS;
  children: ReactNode;
  onDoubleClick?: () => void;
  title?: string;
}

export function Badge({ variant, size = 'md', children, onDoubleClick, title }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      title={title}
      onDoubleClick={onDoubleClick}
      className={`inline-flex items-center rounded-full border font-semibold whitespace-nowrap select-none ${SIZE_CLASS[size]} ${VARIANT_CLASS[variant]} ${
        onDoubleClick ? 'cursor-pointer' : ''
      }`}
    >
      {children}
    </span>
  );
}
