import type { ReactNode } from 'react';
import { Mountain, type LucideIcon } from 'lucide-react';

/** The card of the account screens: sign in, sign up, forgot and reset password. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  icon: Icon = Mountain,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 text-center">
          <Icon className="mx-auto size-10 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-bold">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        </div>
        {children}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>
    </div>
  );
}
