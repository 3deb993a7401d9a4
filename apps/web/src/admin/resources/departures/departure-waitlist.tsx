import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDeparture } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import type { AdminWaitlistEntry } from '@trails/contracts/waitlist';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { SlideOver } from '../../components/slide-over';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { DEPARTURES } from './departures-api';

const PER_PAGE = 20;
const waitlistKey = (departureId: number) => [...resourceKeys.all(DEPARTURES), 'waitlist', departureId] as const;

const STATUS_TONE: Record<AdminWaitlistEntry['status'], BadgeTone> = {
  waiting: 'amber',
  offered: 'blue',
  booked: 'green',
  expired: 'grey',
  left: 'grey',
};

/**
 * A departure's waitlist in a side panel: the line in order (then, on request, those who booked,
 * let an offer expire or left), each offer with its expiry, and Offer seats for a waiting traveller.
 */
export function DepartureWaitlist({
  departure,
  onOpenChange,
}: {
  departure: AdminDeparture | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [all, setAll] = useState(false);
  const id = departure?.id ?? 0;
  const list = useQuery({
    queryKey: [...waitlistKey(id), all, page],
    queryFn: () =>
      dataClient.list<AdminWaitlistEntry>(
        DEPARTURES,
        { page, per_page: PER_PAGE, filters: all ? { all: 'true' } : {} },
        { id, name: 'waitlist' },
      ),
    enabled: departure !== null,
  });
  const offer = useMutation({
    mutationFn: (entryId: number) => dataClient.action<never>(DEPARTURES, { id, entryId }, 'offer'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all(DEPARTURES) }),
  });
  const when = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const offerSeats = async (entry: AdminWaitlistEntry) => {
    try {
      const answer = await offer.mutateAsync(entry.id);
      notify.success(adminMessage(t, answer.message ?? ''));
    } catch (error) {
      notify.error(adminFailure(t, error, MESSAGES.waitlistNoFreeSeats));
    }
  };

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <SlideOver
      open={departure !== null}
      onOpenChange={onOpenChange}
      title={
        departure ? t('departures.waitlist.title', { name: `${departure.trip.title} · ${departure.start_date}` }) : ''
      }
    >
      {departure && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('departures.waitlist.seats', {
            left: departure.seats_left,
            held: departure.seats_held,
          })}
        </p>
      )}
      <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={all}
          onChange={(event) => {
            setAll(event.target.checked);
            setPage(1);
          }}
        />
        {t('departures.waitlist.showAll')}
      </label>
      <div className="mt-4">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>{adminFailure(t, list.error, MESSAGES.waitlistEntryNotFound)}</p>
            <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
              {t('common:errors.tryAgain')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('departures.waitlist.empty')}</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {rows.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start gap-3 p-3" data-testid="admin-waitlist-entry">
                <span className="w-8 shrink-0 text-lg font-semibold text-slate-500 dark:text-slate-400">
                  {entry.position !== null ? `${entry.position}.` : '—'}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 dark:text-slate-100">{entry.user.name}</p>
                  <p className="break-all text-sm text-slate-600 dark:text-slate-300">{entry.user.email}</p>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {t('departures.waitlist.wants', { count: entry.seats })} ·{' '}
                    {t('departures.waitlist.joined', { time: when(entry.created_at) })}
                  </p>
                  {entry.status === 'offered' && entry.offer_expires_at && (
                    <p className="text-sm text-sky-800 dark:text-sky-200">
                      {t('departures.waitlist.offerUntil', { time: when(entry.offer_expires_at) })}
                    </p>
                  )}
                </div>
                <div className="flex flex-col items-end gap-2">
                  <Badge tone={STATUS_TONE[entry.status]}>{t(`departures.waitlist.statuses.${entry.status}`)}</Badge>
                  {entry.status === 'waiting' && (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      busy={offer.isPending && offer.variables === entry.id}
                      onClick={() => void offerSeats(entry)}
                      aria-label={t('departures.waitlist.offerNamed', { name: entry.user.name })}
                    >
                      <Send className="size-4" aria-hidden="true" />
                      {t('departures.waitlist.offer')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {meta && meta.last_page > 1 && (
          <div className="mt-4">
            <Pagination page={page} lastPage={meta.last_page} onPageChange={setPage} />
          </div>
        )}
      </div>
    </SlideOver>
  );
}
