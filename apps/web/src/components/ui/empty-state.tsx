import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

/** Nothing to show: an icon, a heading, a line of text and optional actions. */
export function EmptyState({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      {icon ?? <SearchX className="size-10 text-slate-400" aria-hidden="true" />}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {text && <p className="max-w-md text-slate-600 dark:text-slate-300">{text}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
