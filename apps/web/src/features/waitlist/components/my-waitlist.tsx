import { useState } from 'react';
import type { WaitlistEntry } from '@trails/contracts/waitlist';
import { CalendarDays, Hourglass, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';

const day = (date: string, locale: string) =>
  formatDate(new Date(`${date.slice(0, 10)}T12:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' });

const STATUS_CLASS: Record<WaitlistEntry['status'], string> = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  offered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  booked: 'bg-brand-100 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  left: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** My Bookings: the traveller's waitlist places with their position, offers and a Leave button. */
export function MyWaitlist({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const waitlist = useMyWaitlist(page);
  const leave = useLeaveWaitlist();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = waitlist.data?.data ?? [];
  const meta = waitlist.data?.meta;

  const leaveLine = async (entry: WaitlistEntry) => {
    try {
      await leave.mutateAsync(entry.departure_id);
      notify.success(t('messages.waitlistLeft'));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0 ? translateMessage(t, error.message) : t('errors.generic'),
      );
    }
  };

  return (
    <section aria-labelledby="my-waitlist-title">
      <Heading id="my-waitlist-title" className="text-lg font-semibold">
        {t('waitlist.mineTitle')}
      </Heading>
      <div className="mt-4">
        {waitlist.isPending ? (
          <Spinner />
        ) : waitlist.isError ? (
          <ErrorState onRetry={() => void waitlist.refetch()} busy={waitlist.isFetching} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('waitlist.mineEmpty')}</p>
        ) : (
          <>
            <ul className={`space-y-3 ${waitlist.isPlaceholderData ? 'opacity-60' : ''}`}>
              {items.map((entry) => (
                <WaitlistItem
                  key={entry.id}
                  entry={entry}
                  leaving={leave.isPending && leave.variables === entry.departure_id}
                  onLeave={() => void leaveLine(entry)}
                />
              ))}
            </ul>
            {meta && meta.last_page > 1 && (
              <div className="mt-4">
                <Pagination page={page} lastPage={meta.last_page} onPageChange={setPage} label={t('waitlist.pages')} />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function WaitlistItem({ entry, leaving, onLeave }: { entry: WaitlistEntry; leaving: boolean; onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  const live = entry.status === 'waiting' || entry.status === 'offered';
  const tripLink =
    entry.trip.type === 'tour'
      ? paths.tour(entry.trip.slug || entry.trip.id)
      : paths.trek(entry.trip.slug || entry.trip.id);
  return (
    <li
      data-testid="waitlist-entry"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-slate-900 dark:text-white">
          <Link to={tripLink} className="hover:underline">
            {entry.trip.title}
          </Link>
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[entry.status]}`}>
          {t(`waitlist.status.${entry.status}`)}
        </span>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">{t('booking.review.dates')}</dt>
          <dd>
            {day(entry.start_date, i18n.language)} – {day(entry.end_date, i18n.language)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">{t('waitlist.seats')}</dt>
          <dd>{t('myBookings.passengers', { count: entry.seats })}</dd>
        </div>
        {entry.position !== null && entry.status === 'waiting' && (
          <div className="flex items-center gap-1.5">
            <Hourglass className="size-4 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">{t('waitlist.positionLabel')}</dt>
            <dd>{t('waitlist.inLine', { position: entry.position })}</dd>
          </div>
        )}
      </dl>
      {entry.status === 'offered' && entry.offer_expires_at && (
        <p className="mt-2 text-sm text-emerald-800 dark:text-emerald-200">
          {t('waitlist.offeredMine', {
            time: formatDate(new Date(entry.offer_expires_at), i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
      )}
      {live && (
        <div className="mt-3">
          <Button
            variant="secondary"
            className="px-3 py-2"
            busy={leaving}
            onClick={onLeave}
            aria-label={t('waitlist.leaveLabel', { title: entry.trip.title })}
          >
            {t('waitlist.leave')}
          </Button>
        </div>
      )}
    </li>
  );
}
