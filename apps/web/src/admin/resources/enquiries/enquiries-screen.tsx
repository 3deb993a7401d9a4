import { useCallback, useState } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_STATUSES, SALES_MESSAGES, type AdminEnquiry } from '@trails/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { DateCell } from '../../components/cells';
import { DataTable, type AdminColumn } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { StatusSelect } from '../../components/status-select';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure } from '../../lib/messages';
import { useListScreen } from '../../lib/use-list-screen';
import { EnquiryDetails } from './enquiry-details';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50';

const config: ListConfig = {
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'enquiries.filters.status',
      options: ENQUIRY_STATUSES.map((status) => ({ value: status, labelKey: `enquiries.status.${status}` })),
    },
  ],
};
const DATE_KEYS = ['received_from', 'received_to'] as const;

/** /admin/enquiries: the list, newest first, with the inline status and the Enquiry Details panel. */
export default function EnquiriesScreen() {
  const { t } = useTranslation('admin');
  const { state, extra, list, update } = useListScreen<AdminEnquiry>('enquiries', config, DATE_KEYS);
  const [openId, setOpenId] = useState<number | null>(null);
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const columns: AdminColumn<AdminEnquiry>[] = [
    {
      id: 'customer',
      headerKey: 'enquiries.columns.customer',
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">{row.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.email}</p>
        </div>
      ),
    },
    {
      id: 'destination',
      headerKey: 'enquiries.columns.destination',
      cell: (row) => row.trip_title ?? row.destination ?? '',
    },
    {
      id: 'travel',
      headerKey: 'enquiries.columns.travelDate',
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.travel_date ? (
          <DateCell value={row.travel_date} />
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t('enquiries.notSpecified')}</span>
        ),
    },
    {
      id: 'status',
      headerKey: 'enquiries.columns.status',
      cell: (row) => (
        <StatusSelect
          resource="enquiries"
          id={row.id}
          value={row.status}
          label={t('enquiries.statusOf', { name: row.name })}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`enquiries.status.${status}`) }))}
          success={SALES_MESSAGES.statusUpdated}
          failure={SALES_MESSAGES.failedToUpdateStatus}
        />
      ),
    },
    {
      id: 'received',
      headerKey: 'enquiries.columns.received',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.created_at} />,
    },
  ];

  const meta = list.data?.meta;
  const title = t('enquiries.title');
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>

      <ListToolbar
        searchLabel={t('enquiries.search')}
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
            label={t(key === 'received_from' ? 'enquiries.filters.from' : 'enquiries.filters.to')}
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
        rowLabel={(row) => row.name}
        onRowClick={(row) => setOpenId(row.id)}
        actions={(row) => (
          <button
            type="button"
            className={actionClass}
            aria-label={t('enquiries.viewDetailsNamed', { name: row.name })}
            onClick={() => setOpenId(row.id)}
          >
            <Eye className="size-4" aria-hidden="true" />
            {t('enquiries.viewDetails')}
          </button>
        )}
      />

      {meta && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.total', { count: meta.total })}</p>
          <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={(page) => update({ page })} />
        </div>
      )}

      <EnquiryDetails id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
