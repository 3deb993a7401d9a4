import { useState } from 'react';
import { FileSpreadsheet, FileText, Hourglass, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import { DEPARTURE_STATUSES, type AdminDeparture } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { DateCell } from '../../components/cells';
import { PriceCell } from '../trips/trip-cells';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import type { FilterValue } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { monthOptions } from '../../lib/month-options';
import { useListScreen } from '../../lib/use-list-screen';
import { useResourceRemove } from '../../lib/use-resource';
import { DepartureForm } from './departure-form';
import { DepartureWaitlist } from './departure-waitlist';
import { TripPicker } from '../../components/trip-picker';
import type { TripKind } from '../../lib/trip-search';
import { DEPARTURES, downloadManifest } from './departures-api';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
const brandAction = `${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50`;

/**
 * Soonest first. The filters sit in one row, all in the address: the trip's kind, the trip, the
 * month and the status (an unknown status is not sent).
 */
const config: ListConfig = { sorts: ['start_date'], defaultSort: 'start_date', defaultDirection: 'asc', filters: [] };
const EXTRA_KEYS = ['kind', 'tour_id', 'trek_id', 'month', 'status'] as const;
const isStatus = (value: FilterValue) => (DEPARTURE_STATUSES as readonly FilterValue[]).includes(value);
const listOptions = {
  extraKeys: EXTRA_KEYS,
  toRequest: ({ status, ...filters }: Record<string, FilterValue>) => ({
    ...filters,
    status: isStatus(status) ? status : undefined,
  }),
};

const STATUS_TONE: Record<AdminDeparture['status'], BadgeTone> = { open: 'green', closed: 'grey', cancelled: 'red' };

/** Seats as text (what it means) and a small bar (the same, at a glance). */
function SeatsCell({ row }: { row: AdminDeparture }) {
  const { t } = useTranslation('admin');
  const share = row.seats_total > 0 ? Math.min(100, Math.round((row.seats_booked / row.seats_total) * 100)) : 0;
  return (
    <div className="min-w-32">
      <p className="whitespace-nowrap text-sm text-slate-900 dark:text-slate-100">
        {t('departures.seatsBooked', { booked: row.seats_booked, total: row.seats_total })}
      </p>
      <p className="whitespace-nowrap text-xs text-slate-500 dark:text-slate-400" data-testid="seats-left">
        {t('departures.seatsLeft', { count: row.seats_left })}
      </p>
      {row.seats_held > 0 && (
        <p className="whitespace-nowrap text-xs text-sky-800 dark:text-sky-200">
          {t('departures.waitlist.held', { count: row.seats_held })}
        </p>
      )}
      <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div
          className={`h-full rounded-full ${row.seats_left === 0 ? 'bg-red-600 dark:bg-red-400' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/** The trip filter in the address: a kind (tours or treks) and maybe one trip of it. */
function chosenTrip(extra: Record<string, string>) {
  const tripKind: TripKind | '' = extra.tour_id
    ? 'tour'
    : extra.trek_id
      ? 'trek'
      : extra.kind === 'tour' || extra.kind === 'trek'
        ? extra.kind
        : '';
  const tripId = (tripKind === 'tour' ? extra.tour_id : tripKind === 'trek' ? extra.trek_id : '') ?? '';
  const preset = tripKind && /^\d{1,10}$/.test(tripId) ? { kind: tripKind, id: Number(tripId) } : null;
  return { tripKind, preset };
}

/** Kind, trip, month and status; choosing a trip sets its kind too, clearing it keeps the kind chosen. */
function DepartureFilters({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (change: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { tripKind, preset } = chosenTrip(values);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={t('departures.filters.kind')}
        value={tripKind}
        onChange={(kind) => onChange({ kind, tour_id: '', trek_id: '' })}
        options={[
          { value: '', label: t('list.all') },
          { value: 'tour', label: t('departures.kinds.tours') },
          { value: 'trek', label: t('departures.kinds.treks') },
        ]}
      />
      <TripPicker
        label={t('departures.filters.trip')}
        placeholder={t('list.all')}
        kinds={tripKind ? [tripKind] : undefined}
        value={preset}
        onChange={(trip) =>
          onChange(
            trip
              ? {
                  kind: trip.kind,
                  tour_id: trip.kind === 'tour' ? String(trip.id) : '',
                  trek_id: trip.kind === 'trek' ? String(trip.id) : '',
                }
              : { kind: tripKind, tour_id: '', trek_id: '' },
          )
        }
      />
      {/* A list of named months: the browser's own month input shows "--------- ----" when empty. */}
      <SelectField
        label={t('departures.filters.month')}
        value={values.month ?? ''}
        onChange={(month) => onChange({ month })}
        options={[
          { value: '', label: t('departures.filters.allMonths') },
          ...monthOptions(i18n.language, new Date(), { before: 3, after: 18, chosen: values.month }),
        ]}
      />
      <SelectField
        label={t('departures.filters.status')}
        value={values.status && isStatus(values.status) ? values.status : ''}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('list.all') },
          ...DEPARTURE_STATUSES.map((status) => ({ value: status, label: t(`departures.statuses.${status}`) })),
        ]}
      />
    </div>
  );
}

/** /admin/departures: every departure with its seats and leader, trip / month / status filters, manifests. */
export default function DeparturesScreen() {
  const { t } = useTranslation(['admin', 'common']);
  // The list's own query (one request with the list below): the filters for a new departure, and
  // the waitlist's departure as the list has it now.
  const { extra, list } = useListScreen<AdminDeparture>(DEPARTURES, config, listOptions);
  const [editing, setEditing] = useState<{ record: AdminDeparture | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminDeparture | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<AdminDeparture | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const remove = useResourceRemove(DEPARTURES);

  const { preset } = chosenTrip(extra);

  const manifest = async (row: AdminDeparture, format: 'pdf' | 'csv', copy: 'staff' | 'leader' = 'staff') => {
    setDownloading(`${row.id}.${format}.${copy}`);
    try {
      await downloadManifest(row, format, copy);
    } catch (error) {
      notify.error(adminFailure(t, error, DEPARTURE_ADMIN_MESSAGES.manifestFailed));
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(adminMessage(t, answer.message ?? MESSAGES.departureDeleted));
    } catch (error) {
      notify.error(adminFailure(t, error, MESSAGES.departureHasBookings));
    }
    setDeleting(null);
  };

  const nameOf = (row: AdminDeparture) => `${row.trip.title} ${row.start_date}`;

  const columns: AdminColumn<AdminDeparture>[] = [
    {
      id: 'trip',
      headerKey: 'departures.columns.trip',
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">{row.trip.title}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t(`departures.kinds.${row.trip.kind}`)}</p>
        </div>
      ),
    },
    {
      id: 'date',
      headerKey: 'departures.columns.date',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.start_date} />,
    },
    { id: 'seats', headerKey: 'departures.columns.seats', cell: (row) => <SeatsCell row={row} /> },
    {
      id: 'status',
      headerKey: 'departures.columns.status',
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`departures.statuses.${row.status}`)}</Badge>,
    },
    {
      id: 'price',
      headerKey: 'departures.columns.price',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <div>
          <PriceCell value={row.price} />
          {row.price_override !== null && (
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('departures.override')}</p>
          )}
        </div>
      ),
    },
    {
      id: 'leader',
      headerKey: 'departures.columns.leader',
      cell: (row) => row.leader_name ?? <span className="text-slate-500 dark:text-slate-400">—</span>,
    },
  ];

  const title = t('departures.title');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button onClick={() => setEditing({ record: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('departures.add')}
        </Button>
      </div>

      <AddressedList
        name={DEPARTURES}
        config={config}
        {...listOptions}
        extraFilters={(values, onChange) => <DepartureFilters values={values} onChange={onChange} />}
        caption={title}
        columns={columns}
        rowLabel={nameOf}
        actions={(row) => {
          const name = nameOf(row);
          return (
            <div className="flex flex-wrap justify-end gap-1">
              <button
                type="button"
                className={brandAction}
                disabled={downloading === `${row.id}.pdf.staff`}
                aria-label={t('departures.manifestPdfNamed', { name })}
                onClick={() => void manifest(row, 'pdf')}
              >
                <FileText className="size-4" aria-hidden="true" />
                {t('departures.manifestPdf')}
              </button>
              <button
                type="button"
                className={brandAction}
                disabled={downloading === `${row.id}.csv.staff`}
                aria-label={t('departures.manifestCsvNamed', { name })}
                onClick={() => void manifest(row, 'csv')}
              >
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                {t('departures.manifestCsv')}
              </button>
              <button
                type="button"
                className={brandAction}
                disabled={downloading === `${row.id}.pdf.leader`}
                aria-label={t('departures.manifestLeaderNamed', { name })}
                onClick={() => void manifest(row, 'pdf', 'leader')}
              >
                <FileText className="size-4" aria-hidden="true" />
                {t('departures.manifestLeader')}
              </button>
              <button
                type="button"
                className={brandAction}
                aria-label={t('departures.waitlist.openNamed', { name })}
                onClick={() => setWaitlistOf(row)}
              >
                <Hourglass className="size-4" aria-hidden="true" />
                {t('departures.waitlist.open')}
              </button>
              <button
                type="button"
                className={brandAction}
                aria-label={t('actions.editNamed', { name })}
                onClick={() => setEditing({ record: row })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('actions.edit')}
              </button>
              <button
                type="button"
                className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
                aria-label={t('actions.deleteNamed', { name })}
                onClick={() => setDeleting(row)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('actions.delete')}
              </button>
            </div>
          );
        }}
      />

      <DepartureForm
        key={editing?.record?.id ?? 'new'}
        record={editing?.record ?? null}
        preset={preset}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />

      <DepartureWaitlist
        departure={waitlistOf && (list.data?.data.find((row) => row.id === waitlistOf.id) ?? waitlistOf)}
        onOpenChange={(open) => {
          if (!open) setWaitlistOf(null);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirm.deleteTitle')}
        message={deleting ? t('confirm.delete', { name: nameOf(deleting) }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
