import type { ReactNode } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

/** The admin app's one badge; each variant keeps at least 4.5:1 text contrast. */
const VARIANT_CLASS: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-brand-700 text-white',
  secondary: 'border-transparent bg-slate-200 text-slate-900',
  outline: 'border-slate-500 bg-white text-ink-900',
  destructive: 'border-transparent bg-red-700 text-white',
};

interface BadgeProps {
  variant: BadgeVariant;
  children: ReactNode;
  onDoubleClick?: () => void;
  title?: string;
}

export function Badge({ variant, children, onDoubleClick, title }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      title={title}
      onDoubleClick={onDoubleClick}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap select-none ${VARIANT_CLASS[variant]} ${
        onDoubleClick ? 'cursor-pointer' : ''
      }`}
    >
      {children}
    </span>
  );
}
