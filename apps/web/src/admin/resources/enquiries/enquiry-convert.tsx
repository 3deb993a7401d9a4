import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ENQUIRY_CONVERSION_DEFAULTS,
  type AdminEnquiryDetail,
  type EnquiryConversion,
  type EnquiryConvertPayload,
} from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { LIMITS } from '@trails/contracts/constants';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { TripPicker } from '../../components/trip-picker';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useOpenDepartures } from '../../lib/open-departures';
import type { TripRef } from '../../lib/trip-search';
import { resourceKeys } from '../../lib/use-resource';

const linkClass = 'font-medium text-brand-700 underline dark:text-brand-300';

/** What the enquiry became, with a link to it in its own list. */
function ConvertedLink({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const { t } = useTranslation('admin');
  if (enquiry.booking)
    return (
      <p className="text-sm" data-testid="enquiry-converted">
        {t('enquiries.convert.toBookingDone')}{' '}
        <Link className={linkClass} to={`/admin/bookings?search=${encodeURIComponent(enquiry.booking.reference)}`}>
          {enquiry.booking.reference}
        </Link>
      </p>
    );
  if (enquiry.custom_package)
    return (
      <p className="text-sm" data-testid="enquiry-converted">
        {t('enquiries.convert.toPackageDone')}{' '}
        <Link className={linkClass} to={`/admin/custom-packages?search=${encodeURIComponent(enquiry.email)}`}>
          {t('enquiries.convert.packageNumber', { id: enquiry.custom_package.id })}
        </Link>
      </p>
    );
  return null;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * The Convert menu of the Enquiry Details panel: into a custom trip request (travellers, days, the
 * travel date when the enquiry has none) or a pending booking on an open departure; afterwards, the link.
 */
export function EnquiryConvert({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<EnquiryConversion>('custom_package');
  const [travelers, setTravelers] = useState(String(ENQUIRY_CONVERSION_DEFAULTS.travelers));
  const [days, setDays] = useState(String(ENQUIRY_CONVERSION_DEFAULTS.durationDays));
  const [travelDate, setTravelDate] = useState(enquiry.travel_date ?? '');
  const [trip, setTrip] = useState<TripRef | null>(null);
  const [departureId, setDepartureId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const departures = useOpenDepartures(target === 'booking' ? trip : null);

  const convert = useMutation({
    mutationFn: (body: EnquiryConvertPayload) =>
      dataClient.action<AdminEnquiryDetail>('enquiries', enquiry.id, 'convert', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('enquiries') }),
        queryClient.invalidateQueries({
          queryKey: resourceKeys.all(target === 'booking' ? 'bookings' : 'custom-packages'),
        }),
      ]),
  });

  if (enquiry.booking || enquiry.custom_package)
    return (
      <section aria-labelledby="enquiry-convert" className="space-y-2">
        <h3 id="enquiry-convert" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t('enquiries.convert.title')}
        </h3>
        <ConvertedLink enquiry={enquiry} />
      </section>
    );

  const submit = async () => {
    const body: EnquiryConvertPayload =
      target === 'booking'
        ? { to: 'booking', departure_id: Number(departureId), travelers: Number(travelers) }
        : {
            to: 'custom_package',
            travelers: Number(travelers),
            duration_days: Number(days),
            ...(travelDate ? { travel_date: travelDate } : {}),
          };
    if (target === 'booking' && !departureId) {
      setErrors({ departure_id: t('enquiries.convert.chooseDeparture') });
      return;
    }
    try {
      const answer = await convert.mutateAsync(body);
      setErrors({});
      setOpen(false);
      notify.success(adminMessage(t, answer.message ?? SALES_MESSAGES.enquiryConvertedToPackage));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422)
        setErrors(
          Object.fromEntries(
            Object.entries(failure.errors).map(([field, messages]) => [field, adminMessage(t, messages[0] ?? '')]),
          ),
        );
      notify.error(adminFailure(t, failure, SALES_MESSAGES.failedToConvertEnquiry));
    }
  };

  const day = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium' });
  const choices: { value: EnquiryConversion; label: string }[] = [
    { value: 'custom_package', label: t('enquiries.convert.toPackage') },
    { value: 'booking', label: t('enquiries.convert.toBooking') },
  ];
  return (
    <section aria-labelledby="enquiry-convert" className="space-y-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="enquiry-convert-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
        <span id="enquiry-convert">{t('enquiries.convert.title')}</span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </Button>
      {open && (
        <div
          id="enquiry-convert-panel"
          className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('enquiries.convert.into')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <label
                  key={choice.value}
                  className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
                    target === choice.value
                      ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950/50 dark:text-brand-200'
                      : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="enquiry-convert-target"
                    className="sr-only"
                    value={choice.value}
                    checked={target === choice.value}
                    onChange={() => {
                      setTarget(choice.value);
                      setErrors({});
                    }}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>

          {target === 'booking' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TripPicker
                label={t('enquiries.convert.trip')}
                value={trip}
                onChange={(next) => {
                  setTrip(next && { kind: next.kind, id: next.id });
                  setDepartureId('');
                }}
              />
              <SelectField
                label={t('enquiries.convert.departure')}
                value={departureId}
                disabled={!trip}
                onChange={(value) => {
                  setDepartureId(value);
                  setErrors((current) => ({ ...current, departure_id: '' }));
                }}
                options={[
                  {
                    value: '',
                    label:
                      trip && departures.data?.length === 0
                        ? t('enquiries.convert.noDepartures')
                        : t('enquiries.convert.chooseDeparture'),
                  },
                  ...(departures.data ?? []).map((departure) => ({
                    value: String(departure.id),
                    label: t('enquiries.convert.departureOption', {
                      date: day(departure.start_date),
                      count: departure.seats_left,
                    }),
                  })),
                ]}
                {...(errors.departure_id ? { error: errors.departure_id } : {})}
              />
            </div>
          )}

          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('enquiries.convert.travelers')}
              inputMode="numeric"
              value={travelers}
              maxLength={2}
              onChange={(event) => setTravelers(digits(event.target.value))}
              hint={t('enquiries.convert.travelersHint', { max: LIMITS.passengersMax })}
              {...(errors.travelers ? { error: errors.travelers } : {})}
            />
            {target === 'custom_package' && (
              <>
                <TextField
                  label={t('enquiries.convert.days')}
                  inputMode="numeric"
                  value={days}
                  maxLength={2}
                  onChange={(event) => setDays(digits(event.target.value))}
                  {...(errors.duration_days ? { error: errors.duration_days } : {})}
                />
                <TextField
                  type="date"
                  label={t('enquiries.convert.travelDate')}
                  value={travelDate}
                  onChange={(event) => setTravelDate(event.target.value)}
                  {...(errors.travel_date ? { error: errors.travel_date } : {})}
                />
              </>
            )}
          </div>

          <div className="flex justify-end">
            <Button onClick={() => void submit()} busy={convert.isPending}>
              {convert.isPending ? t('enquiries.convert.converting') : t('enquiries.convert.submit')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
