import type { ReactNode } from 'react';
import type { TourDetail } from '@trails/contracts';
import { CalendarDays, Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/catalogue/fact-list';
import { SidePanel } from '../../../components/catalogue/side-panel';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { savingOf } from '../../../lib/saving';
import { useFormatPrice } from '../../../lib/use-price';

/** "5 days / 4 nights" */
export function TourDuration({ days, nights }: { days: number; nights: number }) {
  const { t } = useTranslation();
  return (
    <>{t('tour.daysNights', { days: t('tour.days', { count: days }), nights: t('tour.nights', { count: nights }) })}</>
  );
}

/** Price per person with any saving, duration, group size, and the ways to act on the tour. */
export function TourPriceBox({ tour, actions }: { tour: TourDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const saving = savingOf(tour);

  return (
    <SidePanel title={t('tour.price.title')} titleHidden className="space-y-5">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold text-slate-900 dark:text-white">{price(tour.price)}</span>
          {saving > 0 && (
            <s className="text-lg text-slate-500 dark:text-slate-400">
              <span className="sr-only">{t('tour.price.was')} </span>
              {price(tour.original_price ?? 0)}
            </s>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('catalogue.perPerson')}</p>
        {saving > 0 && (
          <p className="mt-2 inline-flex rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300">
            {t('catalogue.save', { amount: price(saving) })}
          </p>
        )}
      </div>
      <FactList
        facts={[
          {
            icon: CalendarDays,
            label: t('tour.price.duration'),
            value: <TourDuration days={tour.duration_days} nights={tour.duration_nights} />,
          },
          {
            icon: Users,
            label: t('tour.price.groupSize'),
            value: t('tour.price.maxGroup', { count: tour.max_group_size }),
          },
        ]}
      />
      <div className="space-y-3">
        <Link to={paths.booking(tour.id)} className={buttonClass('primary', 'w-full py-3 text-base')}>
          {t('common.bookNow')}
        </Link>
        <Link to={paths.enquiry({ tour: tour.slug })} className={buttonClass('secondary', 'w-full')}>
          <Mail className="size-4" aria-hidden="true" />
          {t('common.enquireNow')}
        </Link>
        {actions && <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">{actions}</div>}
      </div>
    </SidePanel>
  );
}
