import { useState } from 'react';
import { CheckCheck, Download, Eye, FileDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_BOOKING_SORTS, type AdminBooking } from '@trails/contracts/admin-bookings';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@trails/contracts/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { AddressedList } from '../../components/addressed-list';
import { DateCell } from '../../components/cells';
import type { AdminColumn } from '../../components/data-table';
import { StatusSelect } from '../../components/status-select';
import { TripPicker } from '../../components/trip-picker';
import type { BulkAction } from '../../components/bulk-bar';
import { useResourceBulk } from '../../lib/use-resource';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useListFilters } from '../../lib/use-list-screen';
import { BookingDetails } from './booking-details';
import { PaymentBadge } from './payment-badge';
import { downloadBookingInvoice, exportBookings, exportSelectedBookings, useBookingsSummary } from './bookings-api';
import { NewBookingDialog } from './desk-forms';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50';

const config: ListConfig = {
  sorts: ADMIN_BOOKING_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'bookings.filters.status',
      options: BOOKING_STATUSES.map((status) => ({ value: status, labelKey: `bookings.status.${status}` })),
    },
    {
      key: 'payment_status',
      labelKey: 'bookings.filters.payment',
      options: PAYMENT_STATUSES.map((status) => ({ value: status, labelKey: `bookings.payment.${status}` })),
    },
  ],
};
const EXTRA_KEYS = ['travel_from', 'travel_to', 'tour_id', 'trek_id', 'departure_id'] as const;
const DATE_KEYS = ['travel_from', 'travel_to'] as const;

function SummaryCard({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 break-words text-lg font-bold text-slate-900 sm:text-2xl dark:text-slate-100">
        {value ?? '—'}
      </p>
    </div>
  );
}

/** The trip filter: one search over tours and treks, kept in the address as tour_id or trek_id. */
function TripFilter({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (change: Record<string, string>) => void;
}) {
  const { t } = useTranslation('admin');
  const value = values.tour_id
    ? { kind: 'tour' as const, id: Number(values.tour_id) }
    : values.trek_id
      ? { kind: 'trek' as const, id: Number(values.trek_id) }
      : null;
  return (
    <TripPicker
      label={t('bookings.filters.trip')}
      placeholder={t('bookings.filters.allTrips')}
      value={value && Number.isSafeInteger(value.id) && value.id > 0 ? value : null}
      onChange={(trip) =>
        onChange({
          tour_id: trip?.kind === 'tour' ? String(trip.id) : '',
          trek_id: trip?.kind === 'trek' ? String(trip.id) : '',
          departure_id: '',
        })
      }
    />
  );
}

/** /admin/bookings: summary cards, Export, the sortable list with inline status, payment badge and invoice, and the booking panel. */
export default function BookingsScreen() {
  const { t, i18n } = useTranslation('admin');
  const filters = useListFilters(config, { extraKeys: EXTRA_KEYS });
  const summary = useBookingsSummary(filters);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const money = (amount: number, currency: string) => formatPrice(amount, currency, i18n.language);

  const invoice = async (row: AdminBooking) => {
    setDownloading(row.id);
    try {
      notify.success(adminMessage(t, SALES_MESSAGES.invoiceDownloadStarted));
      await downloadBookingInvoice(row.id, row.reference);
    } catch (error) {
      notify.error(adminFailure(t, error, SALES_MESSAGES.invoiceFailed));
    } finally {
      setDownloading(null);
    }
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportBookings(filters);
    } catch (error) {
      notify.error(adminFailure(t, error, SALES_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const bulk = useResourceBulk('bookings');
  const bulkActions: BulkAction[] = [
    {
      id: 'export',
      label: t('bookings.bulk.export'),
      icon: <FileDown className="size-4" aria-hidden="true" />,
      run: (ids) => exportSelectedBookings(ids),
      failedMessage: SALES_MESSAGES.exportFailed,
    },
    {
      id: 'confirm',
      label: t('bookings.bulk.confirm'),
      icon: <CheckCheck className="size-4" aria-hidden="true" />,
      confirm: (count) => t('bookings.bulk.confirmQuestion', { count }),
      run: (ids) => bulk('confirm', ids),
      doneMessage: (count) => t('bookings.bulk.confirmed', { count }),
      failedMessage: t('bulk.failed'),
    },
  ];

  const columns: AdminColumn<AdminBooking>[] = [
    {
      id: 'customer',
      headerKey: 'bookings.columns.customer',
      sortKey: 'contact_name',
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">{row.contact_name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.contact_email}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.reference}</p>
        </div>
      ),
    },
    {
      id: 'tour',
      headerKey: 'bookings.columns.tour',
      cell: (row) => (
        <div>
          <p className="text-slate-900 dark:text-slate-100">{row.trip?.title ?? t('bookings.customPackage')}</p>
          {row.destination_name && <p className="text-xs text-slate-500 dark:text-slate-400">{row.destination_name}</p>}
        </div>
      ),
    },
    {
      id: 'travel',
      headerKey: 'bookings.columns.travelDate',
      sortKey: 'travel_date',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.travel_date} />,
    },
    {
      id: 'passengers',
      headerKey: 'bookings.columns.passengers',
      sortKey: 'passengers',
      className: 'whitespace-nowrap',
      cell: (row) => t('bookings.people', { count: row.passengers }),
    },
    {
      id: 'amount',
      headerKey: 'bookings.columns.amount',
      sortKey: 'total_amount',
      className: 'whitespace-nowrap',
      cell: (row) => money(row.total_amount, row.currency),
    },
    {
      id: 'status',
      headerKey: 'bookings.columns.status',
      sortKey: 'status',
      cell: (row) => (
        <StatusSelect
          resource="bookings"
          id={row.id}
          value={row.status}
          label={t('bookings.statusOf', { reference: row.reference })}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookings.status.${status}`) }))}
          success={SALES_MESSAGES.bookingStatusUpdated}
          failure={SALES_MESSAGES.failedToUpdateBooking}
        />
      ),
    },
    {
      id: 'payment',
      headerKey: 'bookings.columns.payment',
      cell: (row) => <PaymentBadge status={row.payment_status} />,
    },
  ];

  const title = t('bookings.title');
  const cards = summary.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('desk.newBooking')}
          </Button>
          <Button variant="secondary" onClick={() => void runExport()} busy={exporting}>
            <FileDown className="size-4" aria-hidden="true" />
            {exporting ? t('bookings.exporting') : t('bookings.export')}
          </Button>
        </div>
      </div>
      <NewBookingDialog open={creating} onOpenChange={setCreating} onCreated={setOpenId} />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-live="polite">
        <SummaryCard label={t('bookings.cards.total')} value={cards?.total} />
        <SummaryCard label={t('bookings.cards.confirmed')} value={cards?.confirmed} />
        <SummaryCard label={t('bookings.cards.pending')} value={cards?.pending} />
        <SummaryCard
          label={t('bookings.cards.revenue')}
          value={cards ? money(cards.revenue, cards.currency) : undefined}
        />
      </div>

      <AddressedList
        name="bookings"
        config={config}
        caption={title}
        searchLabel={t('bookings.search')}
        columns={columns}
        extraKeys={EXTRA_KEYS}
        bulkActions={bulkActions}
        extraFilters={(values, onChange) => (
          <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
            <TripFilter values={values} onChange={onChange} />
            {DATE_KEYS.map((key) => (
              <TextField
                key={key}
                type="date"
                label={t(key === 'travel_from' ? 'bookings.filters.from' : 'bookings.filters.to')}
                value={values[key]}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            ))}
          </div>
        )}
        rowLabel={(row) => row.reference}
        onRowClick={(row) => setOpenId(row.id)}
        actions={(row) => (
          <div className="flex justify-end gap-1">
            <button
              type="button"
              className={actionClass}
              aria-label={t('bookings.viewDetailsNamed', { reference: row.reference })}
              onClick={() => setOpenId(row.id)}
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('bookings.viewDetails')}
            </button>
            <button
              type="button"
              className={actionClass}
              disabled={downloading === row.id}
              aria-label={t('bookings.downloadInvoiceNamed', { reference: row.reference })}
              onClick={() => void invoice(row)}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('bookings.downloadInvoice')}
            </button>
          </div>
        )}
      />

      <BookingDetails id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
