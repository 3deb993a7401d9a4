import { MapPinOff, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button';

/** A tour, trek or destination that does not exist (or no longer does): what happened and where to go instead. */
export function ItemNotFound({
  title,
  text,
  link,
  icon: Icon = MapPinOff,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
  icon?: LucideIcon;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Icon className="size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
      <Link to={link.to} className={buttonClass('primary')}>
        {link.label}
      </Link>
    </div>
  );
}
