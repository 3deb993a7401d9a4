import type { ReactNode } from 'react';

/**
 * The top of a list page: its h1 and a line of introduction, then anything that belongs under them
 * (`children`: a search form, a count, a filter chip), with `actions` (links, buttons) beside them.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1 basis-72 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        {subtitle && <p className="max-w-2xl text-slate-600 dark:text-slate-300">{subtitle}</p>}
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
