import { useQuery } from '@tanstack/react-query';
import type { Path } from 'react-hook-form';
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
import { formatDate } from '../../../lib/format';
import { FormModal } from '../../components/form-modal';
import { TripPicker } from '../../components/trip-picker';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useOpenDepartures } from '../../lib/open-departures';
import { parseTripValue, tripValue } from '../../lib/trip-search';
import { resourceKeys } from '../../lib/use-resource';
import { useResourceForm } from '../../lib/use-resource-form';

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
  /** Under the trip, the departure and the date. */
  errors: { trip?: string | undefined; departureId?: string | undefined; travelDate?: string | undefined };
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
        error={errors.trip}
      />
      {onRequest ? (
        <TextField
          type="date"
          label={t('desk.travelDate')}
          hint={t('desk.onRequest')}
          value={travelDate}
          onChange={(event) => onChange({ travelDate: event.target.value })}
          {...(errors.travelDate ? { error: errors.travelDate } : {})}
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
          {...(errors.departureId || errors.travelDate ? { error: errors.departureId ?? errors.travelDate } : {})}
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

interface Schedule {
  trip: string;
  departureId: string;
  travelDate: string;
}

/** The server's names of the schedule's fields, as the forms hold them. */
const SCHEDULE_FIELDS = {
  tour_id: 'trip',
  trek_id: 'trip',
  departure_id: 'departureId',
  travel_date: 'travelDate',
} as const;

interface NewBookingValues extends Schedule {
  mode: 'existing' | 'new';
  search: string;
  /** The traveller chosen from the search. */
  picked: DeskCustomerRow | null;
  /** A new customer's account. */
  customer: Contact;
  passengers: string;
  price_override: string;
  note: string;
  special_requests: string;
}

const NEW_BOOKING_FIELDS: readonly Path<NewBookingValues>[] = [
  'customer.name',
  'customer.email',
  'customer.phone',
  'passengers',
  'price_override',
  'note',
  'special_requests',
];

const newBooking = (): NewBookingValues => ({
  mode: 'existing',
  search: '',
  picked: null,
  customer: { name: '', email: '', phone: '' },
  trip: '',
  departureId: '',
  travelDate: '',
  passengers: '1',
  price_override: '',
  note: '',
  special_requests: '',
});

function newBookingBody(values: NewBookingValues): AdminCreateBookingInput {
  const trip = parseTripValue(values.trip);
  return {
    ...(values.mode === 'existing'
      ? values.picked
        ? { user_id: values.picked.id }
        : {}
      : { customer: values.customer }),
    ...(values.departureId
      ? { departure_id: Number(values.departureId) }
      : {
          ...(trip ? { [`${trip.kind}_id`]: trip.id } : {}),
          ...(values.travelDate ? { travel_date: values.travelDate } : {}),
        }),
    passengers: Number(values.passengers || 0),
    ...(values.price_override.trim() ? { price_override: Number(values.price_override) } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.special_requests.trim() ? { special_requests: values.special_requests.trim() } : {}),
  };
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
  const { form, error, onSubmit, busy } = useResourceForm<
    NewBookingValues,
    NewBookingValues,
    AdminBookingDetail,
    { id: number }
  >({
    resource: 'bookings',
    record: null,
    open,
    toValues: newBooking,
    fields: NEW_BOOKING_FIELDS,
    serverFields: { ...SCHEDULE_FIELDS, user_id: 'search' },
    toBody: newBookingBody,
    messages: {
      created: DESK_MESSAGES.bookingCreated,
      updated: DESK_MESSAGES.bookingCreated,
      createFailed: DESK_MESSAGES.failedToCreateBooking,
      updateFailed: DESK_MESSAGES.failedToCreateBooking,
    },
    onClose: () => onOpenChange(false),
    onSaved: (answer) => {
      if (answer.data) onCreated(answer.data.id);
    },
  });
  const values = form.watch();
  const set = <K extends keyof NewBookingValues>(key: K, value: NewBookingValues[K]) =>
    form.setValue(key, value as never);
  const found = useCustomerSearch(values.mode === 'existing' && !values.picked ? values.search : '');

  return (
    <FormModal open={open} onOpenChange={onOpenChange} title={t('desk.newBooking')} busy={busy} onSubmit={onSubmit}>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('desk.customer')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['existing', 'new'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="desk-customer-mode"
                checked={values.mode === value}
                onChange={() => {
                  set('mode', value);
                  form.clearErrors();
                }}
              />
              {t(value === 'existing' ? 'desk.existingCustomer' : 'desk.newCustomer')}
            </label>
          ))}
        </div>
        {values.mode === 'existing' ? (
          values.picked ? (
            <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
              <span data-testid="desk-customer">
                {values.picked.name} ({values.picked.email})
              </span>
              <Button variant="secondary" onClick={() => set('picked', null)}>
                {t('desk.changeCustomer')}
              </Button>
            </div>
          ) : (
            <div className="space-y-2">
              <TextField
                label={t('desk.searchCustomer')}
                hint={t('desk.searchHint')}
                value={values.search}
                maxLength={LIMITS.nameMax}
                onChange={(event) => set('search', event.target.value)}
                error={error('search')}
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
                        onClick={() => set('picked', row)}
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
              values={values.customer}
              errors={{
                name: error('customer.name'),
                email: error('customer.email'),
                phone: error('customer.phone'),
              }}
              onChange={(next) => set('customer', { ...values.customer, ...next })}
            />
            <p className="text-xs text-slate-500 sm:col-span-3 dark:text-slate-400">{t('desk.newCustomerHint')}</p>
          </div>
        )}
      </fieldset>
      <TripSchedule
        trip={values.trip}
        departureId={values.departureId}
        travelDate={values.travelDate}
        errors={{ trip: error('trip'), departureId: error('departureId'), travelDate: error('travelDate') }}
        onChange={(next) => {
          for (const [key, value] of Object.entries(next)) set(key as keyof Schedule, value);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('desk.passengers')}
          inputMode="numeric"
          value={values.passengers}
          maxLength={2}
          onChange={(event) => set('passengers', digits(event.target.value))}
          error={error('passengers')}
        />
        <TextField
          label={t('desk.priceOverride')}
          hint={t('desk.priceOverrideHint')}
          inputMode="decimal"
          value={values.price_override}
          onChange={(event) => set('price_override', amount(event.target.value))}
          error={error('price_override')}
        />
      </div>
      <TextAreaField
        label={t('desk.note')}
        rows={2}
        maxLength={500}
        value={values.note}
        onChange={(event) => set('note', event.target.value)}
        error={error('note')}
      />
      <TextAreaField
        label={t('desk.specialRequests')}
        rows={2}
        maxLength={2000}
        value={values.special_requests}
        onChange={(event) => set('special_requests', event.target.value)}
        error={error('special_requests')}
      />
    </FormModal>
  );
}

interface ChangeValues extends Schedule {
  passengers: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  special_requests: string;
  adjustment: string;
  reason: string;
}

const CHANGE_FIELDS: readonly Path<ChangeValues>[] = [
  'passengers',
  'contact_name',
  'contact_email',
  'contact_phone',
  'special_requests',
  'adjustment',
  'reason',
];

const tripOf = (booking: AdminBookingDetail) => (booking.trip ? `${booking.trip.type}:${booking.trip.id}` : '');

const changeValues = (booking: AdminBookingDetail | null): ChangeValues => ({
  trip: booking ? tripOf(booking) : '',
  departureId: booking?.departure_id ? String(booking.departure_id) : '',
  travelDate: booking && !booking.departure_id ? booking.travel_date : '',
  passengers: booking ? String(booking.passengers) : '',
  contact_name: booking?.contact_name ?? '',
  contact_email: booking?.contact_email ?? '',
  contact_phone: booking?.contact_phone ?? '',
  special_requests: booking?.special_requests ?? '',
  adjustment: booking?.adjustment ? String(booking.adjustment) : '',
  reason: booking?.adjustment_reason ?? '',
});

/** Only what changed from the booking; undefined when nothing did. */
function changeBody(booking: AdminBookingDetail, values: ChangeValues): AdminBookingUpdateInput | undefined {
  const trip = parseTripValue(values.trip);
  const tripChanged = values.trip !== tripOf(booking);
  const body: Record<string, unknown> = {};
  if (values.departureId && Number(values.departureId) !== booking.departure_id)
    body.departure_id = Number(values.departureId);
  else if (!values.departureId && values.travelDate && (values.travelDate !== booking.travel_date || tripChanged))
    body.travel_date = values.travelDate;
  if (tripChanged && trip && body.departure_id === undefined) body[`${trip.kind}_id`] = trip.id;
  if (Number(values.passengers) !== booking.passengers) body.passengers = Number(values.passengers || 0);
  for (const key of ['contact_name', 'contact_email', 'contact_phone'] as const)
    if (values[key] !== booking[key]) body[key] = values[key];
  if (values.special_requests !== (booking.special_requests ?? ''))
    body.special_requests = values.special_requests || null;
  const adjusted = Number(values.adjustment || 0);
  if (adjusted !== booking.adjustment || (values.reason || null) !== booking.adjustment_reason) {
    body.adjustment = values.adjustment.trim() ? values.adjustment : 0;
    if (values.reason.trim()) body.reason = values.reason.trim();
  }
  return Object.keys(body).length === 0 ? undefined : (body as AdminBookingUpdateInput);
}

/** Edit booking: move it, change the passengers, contact, requests, or adjust the price with a reason. */
export function EditBookingForm({ booking, onDone }: { booking: AdminBookingDetail; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { form, error, onSubmit, busy } = useResourceForm<
    ChangeValues,
    ChangeValues,
    AdminBookingDetail,
    AdminBookingDetail
  >({
    resource: 'bookings',
    record: booking,
    open: true,
    toValues: changeValues,
    fields: CHANGE_FIELDS,
    // A booking that can no longer change says why under the form.
    serverFields: { ...SCHEDULE_FIELDS, status: 'root.status' },
    toBody: (values) => changeBody(booking, values),
    messages: {
      created: DESK_MESSAGES.bookingChanged,
      updated: DESK_MESSAGES.bookingChanged,
      createFailed: SALES_MESSAGES.failedToUpdateBooking,
      updateFailed: SALES_MESSAGES.failedToUpdateBooking,
      unchanged: DESK_MESSAGES.nothingChanged,
    },
    onClose: onDone,
  });
  const values = form.watch();
  const set = <K extends keyof ChangeValues>(key: K, value: ChangeValues[K]) => form.setValue(key, value as never);
  const statusError = form.formState.errors.root?.status?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('desk.editBooking')}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <p className="text-sm font-semibold">{t('desk.editBooking')}</p>
      <TripSchedule
        trip={values.trip}
        departureId={values.departureId}
        travelDate={values.travelDate}
        errors={{ trip: error('trip'), departureId: error('departureId'), travelDate: error('travelDate') }}
        onChange={(next) => {
          for (const [key, value] of Object.entries(next)) set(key as keyof Schedule, value);
        }}
      />
      <TextField
        label={t('desk.passengers')}
        inputMode="numeric"
        value={values.passengers}
        maxLength={2}
        onChange={(event) => set('passengers', digits(event.target.value))}
        error={error('passengers')}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <ContactFields
          values={{ name: values.contact_name, email: values.contact_email, phone: values.contact_phone }}
          errors={{ name: error('contact_name'), email: error('contact_email'), phone: error('contact_phone') }}
          onChange={(next) => {
            if (next.name !== undefined) set('contact_name', next.name);
            if (next.email !== undefined) set('contact_email', next.email);
            if (next.phone !== undefined) set('contact_phone', next.phone);
          }}
        />
      </div>
      <TextAreaField
        label={t('desk.specialRequests')}
        rows={2}
        maxLength={2000}
        value={values.special_requests}
        onChange={(event) => set('special_requests', event.target.value)}
        error={error('special_requests')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('desk.adjustment')}
          hint={t('desk.adjustmentHint')}
          inputMode="decimal"
          value={values.adjustment}
          onChange={(event) => set('adjustment', amount(event.target.value))}
          error={error('adjustment')}
        />
        <TextField
          label={t('desk.reason')}
          value={values.reason}
          maxLength={500}
          onChange={(event) => set('reason', event.target.value)}
          error={error('reason')}
        />
      </div>
      {statusError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {adminMessage(t, statusError)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('actions.saving') : t('desk.saveChanges')}
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
