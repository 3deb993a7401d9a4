import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { ErrorState } from '../../../components/errors/error-state';
import { TravellerDetailsForm } from '../../../components/travellers/traveller-details-form';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useTravellerDetails } from '../api/get-traveller-details';
import { useSaveTravellerDetails } from '../api/save-traveller-details';

const day = (date: string, locale: string) =>
  formatDate(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });

/** The lead traveller fills in each passenger of a booking, before the trip's deadline. */
export function TravellerDetailsPage({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const details = useTravellerDetails(bookingId);
  const save = useSaveTravellerDetails(bookingId);
  const data = details.data;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <div className="space-y-6">
      <Link
        to={paths.myBookings()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('travellerDetails.back')}
      </Link>
      <header>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('travellerDetails.title')}</h1>
        {data && (
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {data.trip?.title ?? ''} · <span className="font-mono text-sm">{data.reference}</span> ·{' '}
            {day(data.travel_date, i18n.language)}
          </p>
        )}
      </header>
      {details.isPending ? (
        <Spinner />
      ) : details.isError || !data ? (
        details.error instanceof ApiError && details.error.status === 404 ? (
          <p role="alert" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            {translateMessage(t, details.error.message)}
          </p>
        ) : (
          <ErrorState onRetry={() => void details.refetch()} busy={details.isFetching} />
        )
      ) : (
        <>
          <div className="space-y-2 text-slate-700 dark:text-slate-300">
            <p>{t('travellerDetails.intro')}</p>
            {data.required && data.due_date ? (
              <p className="font-semibold text-slate-900 dark:text-white">
                {data.due_date >= today
                  ? t('travellerDetails.due', { date: day(data.due_date, i18n.language) })
                  : t('travellerDetails.overdue', { date: day(data.due_date, i18n.language) })}
              </p>
            ) : (
              <p>{t('travellerDetails.optional')}</p>
            )}
            <p aria-live="polite" className="flex items-center gap-1.5 text-sm">
              {data.complete ? (
                <>
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                  {t('travellerDetails.complete')}
                </>
              ) : (
                t('travellerDetails.progress', { filled: data.travellers.length, total: data.passengers })
              )}
            </p>
          </div>
          {data.editable ? (
            <TravellerDetailsForm
              key={data.travellers.map((traveller) => traveller.updated_at).join()}
              details={data}
              busy={save.isPending}
              onSave={async (body) => {
                const answer = await save.mutateAsync(body);
                notify.success(translateMessage(t, answer.message ?? t('messages.travellerDetailsSaved')));
              }}
            />
          ) : (
            <p role="status" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              {t('messages.travellerDetailsClosed')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
