import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A boxed section of a detail page's sidebar, named by its heading. A visible heading is followed by
 * 1rem; a hidden one (`titleHidden`) still names the section for screen readers.
 */
export function SidePanel({
  title,
  titleHidden = false,
  icon: Icon,
  className = '',
  children,
}: {
  title: string;
  titleHidden?: boolean;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2
        id={titleId}
        className={
          titleHidden
            ? 'sr-only'
            : 'mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-50'
        }
      >
        {Icon && <Icon className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />}
        {title}
      </h2>
      {children}
    </section>
  );
}
