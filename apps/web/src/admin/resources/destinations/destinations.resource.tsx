import type { AdminDestination } from '@trails/contracts/admin-destinations';
import { ADMIN_DESTINATION_SORTS } from '@trails/contracts/admin-destinations';
import { ActiveCell, DateCell, YesNoCell } from '../../components/cells';
import { publishFilters } from '../../lib/list-state';
import type { ListResource } from '../types';
import { DestinationForm } from './destination-form';

const place = (row: AdminDestination) => [row.city, row.state, row.country].filter(Boolean).join(', ');

/** Manage Destinations, declared: columns, filters, sort, form and messages. */
export const destinationsResource: ListResource<AdminDestination> = {
  name: 'destinations',
  titleKey: 'destinations.title',
  addKey: 'destinations.add',
  searchKey: 'destinations.search',
  sorts: ADMIN_DESTINATION_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: publishFilters({ status: 'destinations.filters.status', featured: 'destinations.filters.featured' }),
  columns: [
    {
      id: 'name',
      headerKey: 'destinations.columns.name',
      sortKey: 'name',
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">{row.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.slug}</p>
        </div>
      ),
    },
    { id: 'location', headerKey: 'destinations.columns.location', sortKey: 'country', cell: place },
    {
      id: 'featured',
      headerKey: 'destinations.columns.featured',
      sortKey: 'is_featured',
      cell: (row) => <YesNoCell value={row.is_featured} />,
    },
    {
      id: 'status',
      headerKey: 'destinations.columns.status',
      sortKey: 'is_active',
      cell: (row) => <ActiveCell value={row.is_active} />,
    },
    {
      id: 'created',
      headerKey: 'destinations.columns.created',
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.created_at} />,
    },
  ],
  recordName: (row) => row.name,
  Form: DestinationForm,
  messages: { deleted: 'destinationDeleted', failedToDelete: 'failedToDeleteDestination' },
  // Only admins delete catalogue items; staff deactivate them.
  deleteRoles: ['admin'],
};
