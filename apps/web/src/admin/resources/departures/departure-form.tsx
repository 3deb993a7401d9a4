import type { Path, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import { DEPARTURE_STATUSES, type AdminDeparture } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormModal } from '../../components/form-modal';
import { useResourceForm } from '../../lib/use-resource-form';
import type { ResourceFormProps } from '../types';
import { useExecutives } from '../../lib/staff-options';
import { TripPicker } from '../../components/trip-picker';
import type { TripKind } from '../../lib/trip-search';
import { DEPARTURES } from './departures-api';

type LeaderMode = 'none' | 'staff' | 'name';

interface Values {
  kind: TripKind;
  trip_id: string;
  start_date: string;
  seats_total: string;
  price: string;
  status: string;
  leader_mode: LeaderMode;
  leader_user_id: string;
  leader_name: string;
}

function toValues(record: AdminDeparture | null, preset: { kind: TripKind; id: number } | null): Values {
  return {
    kind: record?.trip.kind ?? preset?.kind ?? 'tour',
    trip_id: String(record?.trip.id ?? preset?.id ?? ''),
    start_date: record?.start_date ?? '',
    seats_total: record ? String(record.seats_total) : '',
    price: record?.price_override != null ? String(record.price_override) : '',
    status: record?.status ?? 'open',
    leader_mode: record?.leader_user_id ? 'staff' : record?.leader_name ? 'name' : 'none',
    leader_user_id: record?.leader_user_id ? String(record.leader_user_id) : '',
    leader_name: record?.leader_user_id ? '' : (record?.leader_name ?? ''),
  };
}

/** Fields the server's 422 may name, as the form holds them; the trip goes as tour_id or trek_id. */
const FIELDS: readonly Path<Values>[] = [
  'start_date',
  'seats_total',
  'price',
  'status',
  'leader_user_id',
  'leader_name',
];
const SERVER_FIELDS = { tour_id: 'trip_id', trek_id: 'trip_id' } as const;

const blankNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** What must be there before a save: the trip (new only), the date, the seats, a staff leader once chosen. */
const required =
  (creating: boolean): Resolver<Values> =>
  async (values) => {
    const missing: Partial<Record<keyof Values, string>> = {};
    if (creating && !values.trip_id) missing.trip_id = MESSAGES.tripRequired;
    if (!values.start_date) missing.start_date = MESSAGES.travelDateRequired;
    if (!values.seats_total.trim()) missing.seats_total = MESSAGES.seatsRange;
    if (values.leader_mode === 'staff' && !values.leader_user_id)
      missing.leader_user_id = DEPARTURE_ADMIN_MESSAGES.leaderNotStaff;
    const entries = Object.entries(missing);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'required', message }])),
    };
  };

/** The body the server takes: a new departure names its trip; an edit may also set the status and leader. */
function toBody(values: Values, creating: boolean) {
  const common = {
    start_date: values.start_date,
    seats_total: blankNumber(values.seats_total) ?? undefined,
    price: blankNumber(values.price),
  };
  if (creating) {
    return {
      ...common,
      [values.kind === 'tour' ? 'tour_id' : 'trek_id']: blankNumber(values.trip_id) ?? undefined,
      ...(common.price === null ? { price: undefined } : {}),
    };
  }
  const leader =
    values.leader_mode === 'staff'
      ? { leader_user_id: blankNumber(values.leader_user_id) }
      : values.leader_mode === 'name'
        ? { leader_name: values.leader_name }
        : { leader_user_id: null };
  return { ...common, status: values.status, ...leader };
}

/**
 * Create Departure (trip, date, seats, price override) and Edit Departure (the same, plus open /
 * close and the trek leader: a staff member or a typed name). Server errors show under the fields.
 */
export function DepartureForm({
  record,
  open,
  onOpenChange,
  preset = null,
}: ResourceFormProps<AdminDeparture> & { preset?: { kind: TripKind; id: number } | null }) {
  const { t } = useTranslation(['admin', 'common']);
  const { form, error, onSubmit, busy } = useResourceForm<Values, Values, AdminDeparture, AdminDeparture>({
    resource: DEPARTURES,
    record,
    open,
    resolver: required(record === null),
    toValues: (row) => toValues(row, preset),
    fields: FIELDS,
    serverFields: SERVER_FIELDS,
    toBody,
    messages: {
      created: MESSAGES.departureCreated,
      updated: MESSAGES.departureUpdated,
      createFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
      updateFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
    },
    onClose: () => onOpenChange(false),
  });
  const values = form.watch();
  const staff = useExecutives(open && values.leader_mode === 'staff');

  /** A change clears the message under its field. */
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.setValue(key, value as never);
    form.clearErrors(key);
  };

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? 'departures.edit' : 'departures.create')}
      busy={busy}
      onSubmit={onSubmit}
    >
      {record === null ? (
        <TripPicker
          label={t('departures.fields.trip')}
          required
          value={values.trip_id ? { kind: values.kind, id: Number(values.trip_id) } : null}
          onChange={(trip) => {
            if (trip) form.setValue('kind', trip.kind);
            set('trip_id', trip ? String(trip.id) : '');
          }}
          error={error('trip_id')}
        />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">{t(`departures.kinds.${record.trip.kind}`)}:</span> {record.trip.title}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('departures.fields.start_date')}
          type="date"
          required
          value={values.start_date}
          onChange={(event) => set('start_date', event.target.value)}
          error={error('start_date')}
        />
        <TextField
          label={t('departures.fields.seats_total')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          required
          value={values.seats_total}
          onChange={(event) => set('seats_total', event.target.value)}
          hint={record ? t('departures.hints.seatsBooked', { count: record.seats_booked }) : undefined}
          error={error('seats_total')}
        />
        <TextField
          label={t('departures.fields.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
          hint={t('departures.hints.price')}
          error={error('price')}
        />
      </div>
      {record !== null && (
        <>
          <SelectField
            label={t('departures.fields.status')}
            value={values.status}
            onChange={(value) => set('status', value)}
            options={DEPARTURE_STATUSES.map((status) => ({ value: status, label: t(`departures.statuses.${status}`) }))}
            error={error('status')}
          />
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <SelectField
              label={t('departures.fields.leader')}
              value={values.leader_mode}
              onChange={(value) => set('leader_mode', value as LeaderMode)}
              options={[
                { value: 'none', label: t('departures.leader.none') },
                { value: 'staff', label: t('departures.leader.staff') },
                { value: 'name', label: t('departures.leader.name') },
              ]}
            />
            {values.leader_mode === 'staff' && (
              <SelectField
                label={t('departures.fields.leaderStaff')}
                value={values.leader_user_id}
                onChange={(value) => set('leader_user_id', value)}
                options={[
                  { value: '', label: staff.isPending ? t('departures.loadingStaff') : t('departures.chooseStaff') },
                  ...(staff.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
                ]}
                error={error('leader_user_id')}
              />
            )}
            {values.leader_mode === 'name' && (
              <TextField
                label={t('departures.fields.leaderName')}
                maxLength={120}
                value={values.leader_name}
                onChange={(event) => set('leader_name', event.target.value)}
                error={error('leader_name')}
              />
            )}
          </div>
        </>
      )}
    </FormModal>
  );
}
