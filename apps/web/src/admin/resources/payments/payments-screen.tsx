import { useState } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ONLINE_PAYMENT_STATUSES, PAYMENT_PROVIDERS, SALES_MESSAGES, type AdminPaymentRow } from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { DataTable, type AdminColumn, queryTableState } from '../../components/data-table';
import { adminFailure } from '../../lib/messages';
import { useResourceList } from '../../lib/use-resource';
import { dataClient } from '../../lib/data-client';

const NAME = 'payments';
const PER_PAGE = 25;
const TONE: Record<string, BadgeTone> = { captured: 'green', processed: 'green', requested: 'amber', failed: 'red' };
const FILTER_KEYS = ['provider', 'kind', 'status', 'from', 'to'] as const;

/** /admin/payments: every online payment and refund, newest first, with filters and a CSV of them. */
export default function PaymentsScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useResourceList<AdminPaymentRow>(NAME, {
    page,
    per_page: PER_PAGE,
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });
  const setParam = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const runExport = async () => {
    setExporting(true);
    try {
      await dataClient.download('payments', 'export', 'payments.csv', { filters });
    } catch (error) {
      notify.error(adminFailure(t, error, SALES_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const all = { value: '', label: t('list.all') };
  const columns: AdminColumn<AdminPaymentRow>[] = [
    {
      id: 'date',
      headerKey: 'payments.columns.date',
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDate(row.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      ),
    },
    {
      id: 'booking',
      headerKey: 'payments.columns.booking',
      cell: (row) => (
        <div className="min-w-32">
          <div className="font-mono">{row.booking_reference}</div>
          <div className="text-slate-600 dark:text-slate-400">{row.contact_name}</div>
        </div>
      ),
    },
    { id: 'kind', headerKey: 'payments.columns.kind', cell: (row) => t(`bookings.record.${row.kind}`) },
    {
      id: 'amount',
      headerKey: 'payments.columns.amount',
      className: 'text-right',
      cell: (row) => (
        <span className="whitespace-nowrap font-semibold">
          {(row.kind === 'refund' ? '− ' : '') + formatPrice(row.amount, row.currency, i18n.language)}
        </span>
      ),
    },
    {
      id: 'provider',
      headerKey: 'payments.columns.provider',
      cell: (row) => <span className="capitalize">{row.provider}</span>,
    },
    {
      id: 'status',
      headerKey: 'payments.columns.status',
      cell: (row) => (
        <Badge tone={TONE[row.status] ?? 'grey'}>
          {t(`payments.status.${row.status}`, { defaultValue: row.status })}
        </Badge>
      ),
    },
    {
      id: 'ids',
      headerKey: 'payments.columns.ids',
      cell: (row) => (
        <div className="max-w-56 break-all font-mono text-xs">
          {row.provider_refund_id ?? row.provider_payment_id}
          {row.dashboard_url && (
            <a
              href={row.dashboard_url}
              target="_blank"
              rel="noreferrer noopener"
              className="ml-1 inline-flex items-center gap-1 font-sans font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('payments.dashboard')}
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">{t('payments.newTab')}</span>
            </a>
          )}
        </div>
      ),
    },
  ];

  const meta = list.data?.meta;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('payments.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('payments.subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void runExport()} busy={exporting}>
          {!exporting && <Download className="size-4" aria-hidden="true" />}
          {exporting ? t('bookings.exporting') : t('bookings.export')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <SelectField
          label={t('payments.columns.provider')}
          value={filters.provider}
          onChange={(value) => setParam({ provider: value, page: '' })}
          options={[
            all,
            ...PAYMENT_PROVIDERS.map((value) => ({ value, label: value === 'razorpay' ? 'Razorpay' : 'Stripe' })),
          ]}
        />
        <SelectField
          label={t('payments.columns.kind')}
          value={filters.kind}
          onChange={(value) => setParam({ kind: value, page: '' })}
          options={[
            all,
            { value: 'payment', label: t('bookings.record.payment') },
            { value: 'refund', label: t('bookings.record.refund') },
          ]}
        />
        <SelectField
          label={t('payments.columns.status')}
          value={filters.status}
          onChange={(value) => setParam({ status: value, page: '' })}
          options={[all, ...ONLINE_PAYMENT_STATUSES.map((value) => ({ value, label: t(`payments.status.${value}`) }))]}
        />
        <TextField
          label={t('payments.from')}
          type="date"
          value={filters.from}
          onChange={(event) => setParam({ from: event.target.value, page: '' })}
        />
        <TextField
          label={t('payments.to')}
          type="date"
          value={filters.to}
          onChange={(event) => setParam({ to: event.target.value, page: '' })}
        />
      </div>
      <DataTable
        caption={t('payments.caption')}
        columns={columns}
        rows={list.data?.data}
        {...queryTableState(t, list)}
        rowLabel={(row) => `${row.booking_reference} ${row.provider_payment_id ?? ''}`}
      />
      {meta && meta.total > 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.total', { count: meta.total })}</p>
          <Pagination
            page={meta.page}
            lastPage={meta.last_page}
            onPageChange={(next) => setParam({ page: String(next) })}
          />
        </div>
      )}
    </div>
  );
}
