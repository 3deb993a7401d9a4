import type { ReactNode } from 'react';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicDeparture } from '@trails/contracts/bookings';
import { ErrorState } from '../../../components/errors/error-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import type { BookingDraft } from '../hooks/use-booking-draft';
import { CouponField } from './coupon-field';
import { DeparturePicker } from './departure-picker';

/** Step 1: a departure (or a date for a trip on request), passengers and a coupon, priced as chosen. */
export function TravelStep({
  draft,
  full,
}: {
  draft: BookingDraft;
  full?: ((departure: PublicDeparture) => ReactNode) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { offer, departures, trip, range, seatCap } = draft;
  return (
    <div className="mt-4 space-y-5">
      {offer.token && offer.query.data && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('waitlist.offerBanner', {
            time: formatDate(new Date(offer.query.data.offer_expires_at), i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
      )}
      {offer.token && offer.query.isError && (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('messages.waitlistOfferInvalid')}
        </p>
      )}
      {departures.isPending ? (
        <Spinner label={t('booking.departure.loading')} />
      ) : departures.isError ? (
        <ErrorState
          message={t('booking.departure.loadFailed')}
          onRetry={() => void departures.refetch()}
          busy={departures.isFetching}
        />
      ) : draft.scheduled ? (
        <DeparturePicker
          departures={departures.data}
          value={draft.departure?.id ?? null}
          onChange={draft.chooseDeparture}
          tripPrice={trip.price}
          heldFor={offer.heldDeparture}
          full={full}
        />
      ) : (
        <TextField
          type="date"
          label={t('booking.date.label')}
          required
          min={range.min}
          max={range.max}
          value={draft.travelDate}
          onChange={(event) => draft.setTravelDate(event.target.value)}
          hint={t('booking.date.onRequestNote')}
          className="max-w-xs"
        />
      )}
      {draft.scheduled && <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.departure.note')}</p>}

      <SelectField
        label={t('booking.passengers')}
        value={String(draft.passengers)}
        onChange={(value) => draft.setPassengers(Number(value))}
        options={
          offer.onOffer
            ? [{ value: String(seatCap), label: String(seatCap) }]
            : Array.from({ length: seatCap }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))
        }
        hint={offer.onOffer ? t('waitlist.offerSeatsHint') : undefined}
        className="max-w-40"
      />

      <CouponField draft={draft} />

      {draft.priceError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {draft.priceError}
        </p>
      )}
    </div>
  );
}
