import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  subtitle: ReactNode;
  /** The screen's main actions (Export, Add User), beside the title on wide screens and below it on phones. */
  children?: ReactNode;
}

/** Every admin screen's title, subtitle and main actions: one look, one h1. */
export function ScreenHeader({ title, subtitle, children }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        {/* tabIndex -1: a screen moving between its own views (a list, one campaign) puts the focus here. */}
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900 focus:outline-none sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-slate-700">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
