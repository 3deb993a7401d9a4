import type { ReactNode } from 'react';
import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button';

/**
 * A tour or trek that exists but cannot be booked now: its title, what that means, and similar
 * trips that can be booked, as cards the page draws.
 */
export function ItemNotAvailable({
  title,
  text,
  similarTitle,
  similar,
  link,
}: {
  title: string;
  text: string;
  similarTitle: string;
  /** The similar trips' cards; none when there are none. */
  similar: ReactNode[];
  link: { to: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
        <CalendarX2 className="size-12 text-brand-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{text}</p>
        <Link to={link.to} className={buttonClass('secondary')}>
          {link.label}
        </Link>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-trips" className="mt-12">
          <h2 id="similar-trips" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
            {similarTitle}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((card, index) => (
              <li key={index} className="flex">
                {card}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
