import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminBookingDetail } from '@trails/contracts/admin-bookings';
import type { AdminBookingUpdateInput, AdminCreateBookingInput, DeskCustomerRow } from '@trails/contracts/admin-desk';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import type { BookingCancellation } from '@trails/contracts/cancellation-policy';
import { LIMITS } from '@trails/contracts/constants';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { FormModal } from '../../components/form-modal';
import { TripPicker } from '../../components/trip-picker';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useOpenDepartures } from '../../lib/open-departures';
import { parseTripValue, tripValue } from '../../lib/trip-search';
import { resourceKeys } from '../../lib/use-resource';

type Errors = Record<string, string>;

/** The server's 422 answer as one message per field, in the reader's language. */
function fieldErrors(t: (key: string) => string, failure: unknown): Errors {
  if (!(failure instanceof ApiError) || failure.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(failure.errors).map(([field, messages]) => [field, adminMessage(t as never, messages[0] ?? '')]),
  );
}

const digits = (value: string, max = 2) => value.replace(/\D/g, '').slice(0, max);
const amount = (value: string) => value.replace(/[^\d.-]/g, '').slice(0, 14);

/** A trip, then one of its open departures, or a date when it runs on request (no departures). */
function TripSchedule({
  trip,
  departureId,
  travelDate,
  errors,
  onChange,
}: {
  trip: string;
  departureId: string;
  travelDate: string;
  errors: Errors;
  onChange: (next: { trip?: string; departureId?: string; travelDate?: string }) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const chosen = parseTripValue(trip);
  const departures = useOpenDepartures(chosen);
  const onRequest = Boolean(trip) && departures.data?.length === 0;
  const day = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium' });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TripPicker
        label={t('desk.trip')}
        value={chosen}
        onChange={(next) => onChange({ trip: tripValue(next), departureId: '', travelDate: '' })}
        error={errors.tour_id ?? errors.trek_id}
      />
      {onRequest ? (
        <TextField
          type="date"
          label={t('desk.travelDate')}
          hint={t('desk.onRequest')}
          value={travelDate}
          onChange={(event) => onChange({ travelDate: event.target.value })}
          {...(errors.travel_date ? { error: errors.travel_date } : {})}
        />
      ) : (
        <SelectField
          label={t('desk.departure')}
          value={departureId}
          disabled={!trip || departures.isPending}
          onChange={(value) => onChange({ departureId: value })}
          options={[
            { value: '', label: t('desk.chooseDeparture') },
            ...(departures.data ?? []).map((departure) => ({
              value: String(departure.id),
              label: t('desk.departureOption', { date: day(departure.start_date), count: departure.seats_left }),
            })),
          ]}
          {...(errors.departure_id || errors.travel_date ? { error: errors.departure_id ?? errors.travel_date } : {})}
        />
      )}
    </div>
  );
}

interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** Name, email and phone: a new customer's, or the contact details of a booking. */
function ContactFields({
  values,
  errors,
  onChange,
}: {
  values: Contact;
  errors: Partial<Record<keyof Contact, string | undefined>>;
  onChange: (next: Partial<Contact>) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={t('desk.name')}
        value={values.name}
        maxLength={LIMITS.nameMax}
        onChange={(event) => onChange({ name: event.target.value })}
        {...(errors.name ? { error: errors.name } : {})}
      />
      <TextField
        type="email"
        label={t('desk.email')}
        value={values.email}
        onChange={(event) => onChange({ email: event.target.value })}
        {...(errors.email ? { error: errors.email } : {})}
      />
      <TextField
        type="tel"
        label={t('desk.phone')}
        value={values.phone}
        maxLength={LIMITS.phoneMax}
        onChange={(event) => onChange({ phone: event.target.value })}
        {...(errors.phone ? { error: errors.phone } : {})}
      />
    </>
  );
}

/** Traveller accounts matching the search (2 characters or more). */
function useCustomerSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: [...resourceKeys.all('bookings'), 'customers', term],
    enabled: term.length >= 2,
    queryFn: async () => dataClient.fetch<DeskCustomerRow[]>('bookings', 'customers', { search: term }),
  });
}

/** New booking: a phone or desk booking for an existing traveller or a new customer account. */
export function NewBookingDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<DeskCustomerRow | null>(null);
  const [fresh, setFresh] = useState({ name: '', email: '', phone: '' });
  const [schedule, setSchedule] = useState({ trip: '', departureId: '', travelDate: '' });
  const [passengers, setPassengers] = useState('1');
  const [priceOverride, setPriceOverride] = useState('');
  const [note, setNote] = useState('');
  const [requests, setRequests] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const found = useCustomerSearch(mode === 'existing' && !customer ? search : '');
  const create = useMutation({
    mutationFn: (body: AdminCreateBookingInput) => dataClient.create<AdminBookingDetail>('bookings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('bookings') }),
  });

  const reset = () => {
    setMode('existing');
    setSearch('');
    setCustomer(null);
    setFresh({ name: '', email: '', phone: '' });
    setSchedule({ trip: '', departureId: '', travelDate: '' });
    setPassengers('1');
    setPriceOverride('');
    setNote('');
    setRequests('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trip = parseTripValue(schedule.trip);
    const body: AdminCreateBookingInput = {
      ...(mode === 'existing' ? (customer ? { user_id: customer.id } : {}) : { customer: fresh }),
      ...(schedule.departureId
        ? { departure_id: Number(schedule.departureId) }
        : {
            ...(trip ? { [`${trip.kind}_id`]: trip.id } : {}),
            ...(schedule.travelDate ? { travel_date: schedule.travelDate } : {}),
          }),
      passengers: Number(passengers || 0),
      ...(priceOverride.trim() ? { price_override: Number(priceOverride) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(requests.trim() ? { special_requests: requests.trim() } : {}),
    };
    try {
      const answer = await create.mutateAsync(body);
      notify.success(adminMessage(t, answer.message ?? DESK_MESSAGES.bookingCreated));
      reset();
      onOpenChange(false);
      if (answer.data) onCreated(answer.data.id);
    } catch (failure) {
      setErrors(fieldErrors(t, failure));
      notify.error(adminFailure(t, failure, DESK_MESSAGES.failedToCreateBooking));
    }
  };

  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('desk.newBooking')}
      busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('desk.customer')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['existing', 'new'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="desk-customer-mode"
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setErrors({});
                }}
              />
              {t(value === 'existing' ? 'desk.existingCustomer' : 'desk.newCustomer')}
            </label>
          ))}
        </div>
        {mode === 'existing' ? (
          customer ? (
            <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
              <span data-testid="desk-customer">
                {customer.name} ({customer.email})
              </span>
              <Button variant="secondary" onClick={() => setCustomer(null)}>
                {t('desk.changeCustomer')}
              </Button>
            </div>
          ) : (
            <div className="space-y-2">
              <TextField
                label={t('desk.searchCustomer')}
                hint={t('desk.searchHint')}
                value={search}
                maxLength={LIMITS.nameMax}
                onChange={(event) => setSearch(event.target.value)}
                {...(errors.user_id ? { error: errors.user_id } : {})}
              />
              {found.isFetching && <p className="text-sm text-slate-500">{t('desk.loading')}</p>}
              {found.isError && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {adminFailure(t, found.error, t('table.loadFailed'))}
                </p>
              )}
              {found.data?.length === 0 && <p className="text-sm text-slate-500">{t('desk.noCustomers')}</p>}
              {found.data && found.data.length > 0 && (
                <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
                  {found.data.map((row) => (
                    <li key={row.id}>
                      <button
                        type="button"
                        className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-800"
                        onClick={() => setCustomer(row)}
                      >
                        {row.name} <span className="text-slate-500">({row.email})</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            <ContactFields
              values={fresh}
              errors={{
                name: errors['customer.name'],
                email: errors['customer.email'],
                phone: errors['customer.phone'],
              }}
              onChange={(next) => setFresh({ ...fresh, ...next })}
            />
            <p className="text-xs text-slate-500 sm:col-span-3 dark:text-slate-400">{t('desk.newCustomerHint')}</p>
          </div>
        )}
      </fieldset>
      <TripSchedule
        trip={schedule.trip}
        departureId={schedule.departureId}
        travelDate={schedule.travelDate}
        errors={errors}
        onChange={(next) => setSchedule((current) => ({ ...current, ...next }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('desk.passengers')}
          inputMode="numeric"
          value={passengers}
          maxLength={2}
          onChange={(event) => setPassengers(digits(event.target.value))}
          {...(errors.passengers ? { error: errors.passengers } : {})}
        />
        <TextField
          label={t('desk.priceOverride')}
          hint={t('desk.priceOverrideHint')}
          inputMode="decimal"
          value={priceOverride}
          onChange={(event) => setPriceOverride(amount(event.target.value))}
          {...(errors.price_override ? { error: errors.price_override } : {})}
        />
      </div>
      <TextAreaField
        label={t('desk.note')}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        {...(errors.note ? { error: errors.note } : {})}
      />
      <TextAreaField
        label={t('desk.specialRequests')}
        rows={2}
        maxLength={2000}
        value={requests}
        onChange={(event) => setRequests(event.target.value)}
        {...(errors.special_requests ? { error: errors.special_requests } : {})}
      />
    </FormModal>
  );
}

/** Edit booking: move it, change the passengers, contact, requests, or adjust the price with a reason. */
export function EditBookingForm({ booking, onDone }: { booking: AdminBookingDetail; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const initialTrip = booking.trip ? `${booking.trip.type}:${booking.trip.id}` : '';
  const [schedule, setSchedule] = useState({
    trip: initialTrip,
    departureId: booking.departure_id ? String(booking.departure_id) : '',
    travelDate: booking.departure_id ? '' : booking.travel_date,
  });
  const [passengers, setPassengers] = useState(String(booking.passengers));
  const [contact, setContact] = useState({
    contact_name: booking.contact_name,
    contact_email: booking.contact_email,
    contact_phone: booking.contact_phone,
  });
  const [requests, setRequests] = useState(booking.special_requests ?? '');
  const [adjustment, setAdjustment] = useState(booking.adjustment ? String(booking.adjustment) : '');
  const [reason, setReason] = useState(booking.adjustment_reason ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: AdminBookingUpdateInput) => dataClient.update<AdminBookingDetail>('bookings', booking.id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('bookings') }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trip = parseTripValue(schedule.trip);
    const tripChanged = schedule.trip !== initialTrip;
    const body: Record<string, unknown> = {};
    if (schedule.departureId && Number(schedule.departureId) !== booking.departure_id)
      body.departure_id = Number(schedule.departureId);
    else if (
      !schedule.departureId &&
      schedule.travelDate &&
      (schedule.travelDate !== booking.travel_date || tripChanged)
    )
      body.travel_date = schedule.travelDate;
    if (tripChanged && trip && body.departure_id === undefined) body[`${trip.kind}_id`] = trip.id;
    if (Number(passengers) !== booking.passengers) body.passengers = Number(passengers || 0);
    for (const [key, value] of Object.entries(contact))
      if (value !== booking[key as keyof typeof contact]) body[key] = value;
    if (requests !== (booking.special_requests ?? '')) body.special_requests = requests || null;
    const adjusted = Number(adjustment || 0);
    if (adjusted !== booking.adjustment || (reason || null) !== booking.adjustment_reason) {
      body.adjustment = adjustment.trim() ? adjustment : 0;
      if (reason.trim()) body.reason = reason.trim();
    }
    if (Object.keys(body).length === 0) {
      notify.success(adminMessage(t, DESK_MESSAGES.nothingChanged));
      onDone();
      return;
    }
    try {
      const answer = await save.mutateAsync(body as AdminBookingUpdateInput);
      notify.success(adminMessage(t, answer.message ?? DESK_MESSAGES.bookingChanged));
      onDone();
    } catch (failure) {
      setErrors(fieldErrors(t, failure));
      notify.error(adminFailure(t, failure, SALES_MESSAGES.failedToUpdateBooking));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('desk.editBooking')}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <p className="text-sm font-semibold">{t('desk.editBooking')}</p>
      <TripSchedule
        trip={schedule.trip}
        departureId={schedule.departureId}
        travelDate={schedule.travelDate}
        errors={errors}
        onChange={(next) => setSchedule((current) => ({ ...current, ...next }))}
      />
      <TextField
        label={t('desk.passengers')}
        inputMode="numeric"
        value={passengers}
        maxLength={2}
        onChange={(event) => setPassengers(digits(event.target.value))}
        {...(errors.passengers ? { error: errors.passengers } : {})}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <ContactFields
          values={{ name: contact.contact_name, email: contact.contact_email, phone: contact.contact_phone }}
          errors={{ name: errors.contact_name, email: errors.contact_email, phone: errors.contact_phone }}
          onChange={(next) =>
            setContact({
              contact_name: next.name ?? contact.contact_name,
              contact_email: next.email ?? contact.contact_email,
              contact_phone: next.phone ?? contact.contact_phone,
            })
          }
        />
      </div>
      <TextAreaField
        label={t('desk.specialRequests')}
        rows={2}
        maxLength={2000}
        value={requests}
        onChange={(event) => setRequests(event.target.value)}
        {...(errors.special_requests ? { error: errors.special_requests } : {})}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('desk.adjustment')}
          hint={t('desk.adjustmentHint')}
          inputMode="decimal"
          value={adjustment}
          onChange={(event) => setAdjustment(amount(event.target.value))}
          {...(errors.adjustment ? { error: errors.adjustment } : {})}
        />
        <TextField
          label={t('desk.reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          {...(errors.reason ? { error: errors.reason } : {})}
        />
      </div>
      {errors.status && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errors.status}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('actions.saving') : t('desk.saveChanges')}
        </Button>
      </div>
    </form>
  );
}

/** What cancelling now would refund under the operator's policy (staff see the traveller's figure). */
export function useCancellationFigure(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.one('bookings', id), 'cancellation'],
    enabled,
    queryFn: async () => dataClient.fetch<BookingCancellation>('bookings', 'cancellation', {}, id),
  });
}
