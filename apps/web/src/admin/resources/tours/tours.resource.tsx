import type { AdminTour } from '@trails/contracts/admin-catalogue';
import { rowControlsClass } from '../../components/data-table';
import { ActiveCell } from '../../components/cells';
import { DestinationCell, DurationCell, PriceCell, TitleCell } from '../trips/trip-cells';
import { CsvTools } from '../trips/csv-tools';
import { tripFilters, tripListBase, tripRowActions } from '../trips/trip-resource';
import { translationsColumn } from '../../components/translation-status';
import type { ListResource } from '../types';
import { DeparturesLink } from '../../components/departures-link';
import { CATEGORY_OPTIONS, TourForm } from './tour-form';

/** Manage Tours, declared: columns, filters, sort, row actions, form and messages. */
export const toursResource: ListResource<AdminTour> = {
  name: 'tours',
  titleKey: 'tours.title',
  addKey: 'tours.add',
  searchKey: 'tours.search',
  ...tripListBase,
  filters: [
    ...tripFilters,
    {
      key: 'category',
      labelKey: 'tours.fields.category',
      options: CATEGORY_OPTIONS,
    },
  ],
  columns: [
    {
      id: 'title',
      headerKey: 'tours.columns.title',
      sortKey: 'title',
      cell: (row) => <TitleCell title={row.title} slug={row.slug} featured={row.is_featured} />,
    },
    {
      id: 'destination',
      headerKey: 'tours.columns.destination',
      cell: (row) => <DestinationCell name={row.destination?.name} />,
    },
    { id: 'price', headerKey: 'tours.columns.price', sortKey: 'price', cell: (row) => <PriceCell value={row.price} /> },
    {
      id: 'duration',
      headerKey: 'tours.columns.duration',
      sortKey: 'duration_days',
      cell: (row) => <DurationCell days={row.duration_days} nights={row.duration_nights} />,
    },
    {
      id: 'status',
      headerKey: 'tours.columns.status',
      sortKey: 'is_active',
      cell: (row) => <ActiveCell value={row.is_active} />,
    },
    translationsColumn<AdminTour>(),
    {
      id: 'departures',
      headerKey: 'departures.title',
      className: rowControlsClass,
      cell: (row) => <DeparturesLink kind="tour" id={row.id} title={row.title} />,
    },
  ],
  recordName: (row) => row.title,
  Form: TourForm,
  rowActions: tripRowActions<AdminTour>('tour'),
  HeaderActions: () => <CsvTools resource="tours" />,
  messages: { deleted: 'tourDeleted', failedToDelete: 'failedToDeleteTour' },
  // Only admins delete catalogue items; staff deactivate them.
  deleteRoles: ['admin'],
};
