import type { ReactNode } from 'react';
import type { TourDetail } from '@trails/contracts/catalogue';
import { CalendarDays, Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/catalogue/fact-list';
import { PriceWithSaving } from '../../../components/catalogue/price-with-saving';
import { SidePanel } from '../../../components/catalogue/side-panel';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

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

  return (
    <SidePanel title={t('tour.price.title')} titleHidden className="space-y-5">
      <PriceWithSaving price={tour.price} originalPrice={tour.original_price} />
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
          {t('common.sendEnquiry')}
        </Link>
        {actions && <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">{actions}</div>}
      </div>
    </SidePanel>
  );
}
