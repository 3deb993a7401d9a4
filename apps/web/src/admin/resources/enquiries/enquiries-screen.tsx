import { useState } from 'react';
import { Archive, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ENQUIRY_SORTS, type AdminEnquiry } from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { ENQUIRY_STATUSES } from '@trails/contracts/constants';
import { TextField } from '../../../components/ui/text-field';
import { AddressedList } from '../../components/addressed-list';
import { DateCell } from '../../components/cells';
import type { AdminColumn } from '../../components/data-table';
import { StatusSelect } from '../../components/status-select';
import type { BulkAction } from '../../components/bulk-bar';
import { useResourceBulk } from '../../lib/use-resource';
import type { ListConfig } from '../../lib/list-state';
import { EnquiryDetails } from './enquiry-details';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50';

const config: ListConfig = {
  sorts: ADMIN_ENQUIRY_SORTS,
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

/** /admin/enquiries: the list (newest first, sortable), with the inline status and the Enquiry Details panel. */
export default function EnquiriesScreen() {
  const { t } = useTranslation('admin');
  const [openId, setOpenId] = useState<number | null>(null);
  const bulk = useResourceBulk('enquiries');
  const bulkActions: BulkAction[] = [
    {
      id: 'close',
      label: t('enquiries.bulk.close'),
      icon: <Archive className="size-4" aria-hidden="true" />,
      confirm: (count) => t('enquiries.bulk.closeQuestion', { count }),
      run: (ids) => bulk('close', ids),
      doneMessage: (count) => t('enquiries.bulk.closed', { count }),
      failedMessage: t('bulk.failed'),
    },
  ];

  const columns: AdminColumn<AdminEnquiry>[] = [
    {
      id: 'customer',
      headerKey: 'enquiries.columns.customer',
      sortKey: 'name',
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
      sortKey: 'travel_date',
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
      sortKey: 'status',
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
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.created_at} />,
    },
  ];

  const title = t('enquiries.title');
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>

      <AddressedList
        name="enquiries"
        config={config}
        caption={title}
        searchLabel={t('enquiries.search')}
        columns={columns}
        extraKeys={DATE_KEYS}
        bulkActions={bulkActions}
        extraFilters={(values, onChange) => (
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            {DATE_KEYS.map((key) => (
              <TextField
                key={key}
                type="date"
                label={t(key === 'received_from' ? 'enquiries.filters.from' : 'enquiries.filters.to')}
                value={values[key]}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            ))}
          </div>
        )}
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

      <EnquiryDetails id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
