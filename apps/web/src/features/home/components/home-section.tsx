import { useId, type ReactNode, type Ref } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export interface HomeSectionProps {
  title: string;
  subtitle?: string;
  /** A "View all" link beside the heading. */
  link?: { to: string; label: string };
  /** Tinted background, to set sections apart. */
  tinted?: boolean;
  children: ReactNode;
  /** The band's element (to see when it comes near the screen). */
  ref?: Ref<HTMLElement>;
}

/**
 * One band of the home page: heading, optional subtitle and link, then its content. Laid out and
 * painted only when near the screen (`.render-when-near`): the home page's bands below the first
 * screen cost nothing while it loads.
 */
export function HomeSection({ title, subtitle, link, tinted = false, children, ref }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={`render-when-near ${tinted ? 'bg-slate-50 dark:bg-slate-900/50' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50"
            >
              {title}
            </h2>
            {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-300">{subtitle}</p>}
          </div>
          {link && (
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300"
            >
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
