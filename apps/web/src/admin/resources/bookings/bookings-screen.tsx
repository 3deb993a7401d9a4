import { useCallback, useState } from 'react';
import { Download, Eye, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SALES_MESSAGES, type AdminBooking } from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { DateCell } from '../../components/cells';
import { DataTable, type AdminColumn } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { StatusSelect } from '../../components/status-select';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useListScreen } from '../../lib/use-list-screen';
import { BookingDetails } from './booking-details';
import { PaymentBadge } from './payment-badge';
import { downloadBookingInvoice, exportBookings, useBookingsSummary } from './bookings-api';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50';

const config: ListConfig = {
  sorts: ['created_at'],
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

/** /admin/bookings: summary cards, Export, the list with inline status, payment badge and invoice, and the booking panel. */
export default function BookingsScreen() {
  const { t, i18n } = useTranslation('admin');
  const { state, extra, filters, list, update } = useListScreen<AdminBooking>('bookings', config, EXTRA_KEYS);
  const summary = useBookingsSummary(filters);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
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

  const columns: AdminColumn<AdminBooking>[] = [
    {
      id: 'customer',
      headerKey: 'bookings.columns.customer',
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
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.travel_date} />,
    },
    {
      id: 'passengers',
      headerKey: 'bookings.columns.passengers',
      className: 'whitespace-nowrap',
      cell: (row) => t('bookings.people', { count: row.passengers }),
    },
    {
      id: 'amount',
      headerKey: 'bookings.columns.amount',
      className: 'whitespace-nowrap',
      cell: (row) => money(row.total_amount, row.currency),
    },
    {
      id: 'status',
      headerKey: 'bookings.columns.status',
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

  const meta = list.data?.meta;
  const title = t('bookings.title');
  const cards = summary.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button variant="secondary" onClick={() => void runExport()} busy={exporting}>
          <FileDown className="size-4" aria-hidden="true" />
          {exporting ? t('bookings.exporting') : t('bookings.export')}
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-live="polite">
        <SummaryCard label={t('bookings.cards.total')} value={cards?.total} />
        <SummaryCard label={t('bookings.cards.confirmed')} value={cards?.confirmed} />
        <SummaryCard label={t('bookings.cards.pending')} value={cards?.pending} />
        <SummaryCard
          label={t('bookings.cards.revenue')}
          value={cards ? money(cards.revenue, cards.currency) : undefined}
        />
      </div>

      <ListToolbar
        searchLabel={t('bookings.search')}
        search={state.search}
        onSearch={onSearch}
        filters={config.filters}
        values={state.filters}
        onFilter={(key, value) => update({ filters: { ...state.filters, [key]: value } })}
      />
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {DATE_KEYS.map((key) => (
          <TextField
            key={key}
            type="date"
            label={t(key === 'travel_from' ? 'bookings.filters.from' : 'bookings.filters.to')}
            value={extra[key]}
            onChange={(event) => update({}, { [key]: event.target.value })}
          />
        ))}
      </div>

      <DataTable
        caption={title}
        columns={columns}
        rows={list.data?.data}
        status={list.isPending ? 'pending' : list.isError && !list.data ? 'error' : 'success'}
        errorMessage={list.error ? adminFailure(t, list.error, t('table.loadFailed')) : undefined}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        sort="created_at"
        direction="desc"
        onSort={() => undefined}
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

      {meta && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.total', { count: meta.total })}</p>
          <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={(page) => update({ page })} />
        </div>
      )}

      <BookingDetails id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
