import { useQuery } from '@tanstack/react-query';
import type { AdminCustomPackage, AdminCustomPackageCounts } from '@trails/contracts/admin-custom-packages';
import { CUSTOM_PACKAGE_STATUSES } from '@trails/contracts/constants';
import { hotelStarsOf } from '@trails/contracts/custom-packages';
import { formatPrice } from '../../../lib/format';
import type { AdminColumn } from '../../components/data-table';
import { dataClient } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { resourceKeys } from '../../lib/use-resource';

export const CUSTOM_PACKAGES = 'custom-packages';

/** Newest first (the only order), filtered by status. */
export const customPackagesList: ListConfig = {
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'customPackages.filters.status',
      options: CUSTOM_PACKAGE_STATUSES.map((status) => ({
        value: status,
        labelKey: `customPackages.statuses.${status}`,
      })),
    },
  ],
};

/** The four cards; refetched with the list after every write (same key prefix). */
export const useCustomPackageCounts = () =>
  useQuery({
    queryKey: [...resourceKeys.all(CUSTOM_PACKAGES), 'summary'],
    queryFn: async () => dataClient.fetch<AdminCustomPackageCounts>(CUSTOM_PACKAGES, 'summary'),
  });

export const budgetOf = (row: AdminCustomPackage, language: string) =>
  `${formatPrice(row.budget_min, row.currency, language)} – ${formatPrice(row.budget_max, row.currency, language)}`;

type T = (key: string, options?: Record<string, unknown>) => string;

/** User, Requested Destinations, Days/Nights, Hotel Star, Budget, and the status. */
export function customPackageColumns(t: T, language: string): AdminColumn<AdminCustomPackage>[] {
  return [
    {
      id: 'user',
      headerKey: 'customPackages.columns.user',
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">{row.user.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.user.email}</p>
        </div>
      ),
    },
    {
      id: 'destinations',
      headerKey: 'customPackages.columns.destinations',
      cell: (row) => (row.destinations.length ? row.destinations.join(', ') : t('customPackages.notSpecified')),
    },
    {
      id: 'duration',
      headerKey: 'customPackages.columns.duration',
      className: 'whitespace-nowrap',
      cell: (row) => t('customPackages.daysNights', { days: row.duration_days, nights: row.duration_nights }),
    },
    {
      id: 'hotel',
      headerKey: 'customPackages.columns.hotel',
      className: 'whitespace-nowrap',
      cell: (row) => t('customPackages.stars', { count: hotelStarsOf(row.hotel_category) }),
    },
    {
      id: 'budget',
      headerKey: 'customPackages.columns.budget',
      className: 'whitespace-nowrap',
      cell: (row) => budgetOf(row, language),
    },
    {
      id: 'status',
      headerKey: 'customPackages.columns.status',
      cell: (row) => t(`customPackages.statuses.${row.status}`),
    },
  ];
}
