import { useState } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { ONLINE_PAYMENT_STATUSES, PAYMENT_PROVIDERS, type AdminPaymentRow } from '@trails/contracts/payments';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import { adminFailure } from '../../lib/messages';
import { dataClient } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { useListFilters } from '../../lib/use-list-screen';

const NAME = 'payments';
const PER_PAGE = 25;
const TONE: Record<string, BadgeTone> = { captured: 'green', processed: 'green', requested: 'amber', failed: 'red' };
const FILTER_KEYS = ['provider', 'kind', 'status', 'from', 'to'] as const;
/** Newest first, as the server sends them; the filters are the fields below, all in the address. */
const config: ListConfig = { sorts: [], defaultSort: '', defaultDirection: 'desc', filters: [] };
const listOptions = { extraKeys: FILTER_KEYS };

/** /admin/payments: every online payment and refund, newest first, with filters and a CSV of them. */
export default function PaymentsScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [exporting, setExporting] = useState(false);
  // The export takes the list's filters, as the address has them.
  const filters = useListFilters(config, listOptions);

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
      <AddressedList
        name={NAME}
        config={config}
        perPage={PER_PAGE}
        extraKeys={FILTER_KEYS}
        extraFilters={(values, onChange) => (
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <SelectField
              label={t('payments.columns.provider')}
              value={values.provider ?? ''}
              onChange={(value) => onChange({ provider: value })}
              options={[
                all,
                ...PAYMENT_PROVIDERS.map((value) => ({ value, label: value === 'razorpay' ? 'Razorpay' : 'Stripe' })),
              ]}
            />
            <SelectField
              label={t('payments.columns.kind')}
              value={values.kind ?? ''}
              onChange={(value) => onChange({ kind: value })}
              options={[
                all,
                { value: 'payment', label: t('bookings.record.payment') },
                { value: 'refund', label: t('bookings.record.refund') },
              ]}
            />
            <SelectField
              label={t('payments.columns.status')}
              value={values.status ?? ''}
              onChange={(value) => onChange({ status: value })}
              options={[
                all,
                ...ONLINE_PAYMENT_STATUSES.map((value) => ({ value, label: t(`payments.status.${value}`) })),
              ]}
            />
            <TextField
              label={t('payments.from')}
              type="date"
              value={values.from}
              onChange={(event) => onChange({ from: event.target.value })}
            />
            <TextField
              label={t('payments.to')}
              type="date"
              value={values.to}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </div>
        )}
        caption={t('payments.caption')}
        columns={columns}
        rowLabel={(row) => `${row.booking_reference} ${row.provider_payment_id ?? ''}`}
      />
    </div>
  );
}
