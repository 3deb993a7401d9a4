import { useState } from 'react';
import { CalendarDays, Hotel, MapPinned, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomPackageStatus } from '@trails/contracts/constants';
import { hotelStarsOf, type CustomPackage } from '@trails/contracts/custom-packages';
import { ErrorState } from '../../../components/errors/error-state';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';
import { useMyCustomPackages } from '../api/get-my-custom-packages';
import { QuotePanel } from './quote-panel';

const STATUS_TONES: Record<CustomPackageStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  quoted: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

function StatusBadge({ status }: { status: CustomPackageStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {t(`customTrip.status.${status}`)}
    </span>
  );
}

const day = (date: string, locale: string) =>
  formatDate(new Date(`${date.slice(0, 10)}T12:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' });

/** The traveller's custom trip requests with their status, and the quote once staff have sent one. */
export function MyCustomTrips() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useMyCustomPackages(page);
  const items = requests.data?.data ?? [];
  const meta = requests.data?.meta;

  return (
    <section aria-labelledby="my-custom-trips-title">
      <h2 id="my-custom-trips-title" className="text-lg font-semibold">
        {t('customTrip.mine.title')}
      </h2>
      <div className="mt-4">
        {requests.isPending ? (
          <Spinner />
        ) : requests.isError ? (
          <ErrorState
            message={t('customTrip.mine.loadFailed')}
            onRetry={() => void requests.refetch()}
            busy={requests.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('customTrip.mine.emptyTitle')}
            text={t('customTrip.mine.emptyText')}
            icon={<MapPinned className="size-10 text-slate-400" aria-hidden="true" />}
          >
            <Link to={paths.customBuilder()} className={buttonClass('primary')}>
              {t('customTrip.mine.plan')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className={`space-y-4 ${requests.isPlaceholderData ? 'opacity-60' : ''}`}>
              {items.map((request) => (
                <CustomTripItem key={request.id} request={request} />
              ))}
            </ul>
            {meta && meta.last_page > 1 && (
              <div className="mt-6">
                <Pagination
                  page={page}
                  lastPage={meta.last_page}
                  onPageChange={setPage}
                  label={t('customTrip.mine.pages')}
                />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function CustomTripItem({ request }: { request: CustomPackage }) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  const facts = [
    {
      icon: CalendarDays,
      label: t('customTrip.travelDate'),
      value: `${day(request.travel_dates, i18n.language)} · ${t('customTrip.mine.duration', { days: request.duration_days, nights: request.duration_nights })}`,
    },
    {
      icon: Users,
      label: t('customTrip.travelers'),
      value: t('customTrip.mine.travelers', { count: request.travelers }),
    },
    {
      icon: Hotel,
      label: t('customTrip.hotel'),
      value: t('customTrip.stars', { count: hotelStarsOf(request.hotel_category) }),
    },
    {
      icon: Wallet,
      label: t('customTrip.mine.budget'),
      value: `${price(request.budget_min)} – ${price(request.budget_max)}`,
    },
  ];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            {request.destinations.join(', ')}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {t('customTrip.mine.requestedOn', { date: day(request.created_at, i18n.language) })}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-center gap-1.5">
            <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <QuotePanel request={request} />
    </li>
  );
}
