import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button';

/**
 * On phones and tablets, the trip's price and Book Now stay at the bottom of the screen while the
 * page scrolls; from 1024 px the sidebar holds them. The page keeps room for it (`MOBILE_BAR_SPACE`).
 */
export function MobileBookBar({ price, href }: { price: string; href: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('booking.next.bookBar')}
      data-testid="mobile-book-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="text-xl font-bold text-slate-900 dark:text-white">{price}</span> {t('catalogue.perPerson')}
        </p>
        <Link to={href} className={buttonClass('primary', 'px-5 py-2.5')}>
          {t('common.bookNow')}
        </Link>
      </div>
    </div>
  );
}

/** Bottom padding a page with the bar keeps below its content on small screens. */
export const MOBILE_BAR_SPACE = 'pb-24 lg:pb-0';
