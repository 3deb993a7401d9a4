import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface Fact {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
}

/** Label on the left, value on the right, a row each (e.g. a sidebar's duration, group size, country). */
export function FactList({
  facts,
  divided = false,
  className = '',
}: {
  facts: Fact[];
  /** Lines between the rows. */
  divided?: boolean;
  className?: string;
}) {
  return (
    <dl className={`text-sm ${divided ? 'divide-y divide-slate-200 dark:divide-slate-800' : 'space-y-2'} ${className}`}>
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} className={`flex items-start justify-between gap-4 ${divided ? 'py-2.5' : ''}`}>
          <dt className="inline-flex shrink-0 items-center gap-2 text-slate-600 dark:text-slate-300">
            {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
            {label}
          </dt>
          <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
