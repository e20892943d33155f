import type { ReactNode } from 'react';
import { BrandMark } from '../shell/BrandMark';

/** The card the pages outside the back-office's shell share (sign-in, a reset link's page): brand, title, content. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <BrandMark className="size-10 shrink-0" />
          <p className="font-bold text-brand-800">Your home in Ghana</p>
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
