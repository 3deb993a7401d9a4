import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button';

/** A card's Book Now: the booking page of the trip, named with its title for screen readers. */
export function BookNowLink({ to, title }: { to: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={buttonClass('primary', 'whitespace-nowrap px-3 py-2')}>
      <span>
        {t('common.bookNow')}
        <span className="sr-only">: {title}</span>
      </span>
    </Link>
  );
}
