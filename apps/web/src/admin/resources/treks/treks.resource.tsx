import type { AdminTrek } from '@trails/contracts/admin-catalogue';
import type { DifficultyLevel } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import { rowControlsClass } from '../../components/data-table';
import { Badge, type BadgeTone } from '../../components/badge';
import { ActiveCell } from '../../components/cells';
import { DestinationCell, DurationCell, PriceCell, TitleCell } from '../trips/trip-cells';
import { CsvTools } from '../trips/csv-tools';
import { tripFilters, tripListBase, tripRowActions } from '../trips/trip-resource';
import type { ListResource } from '../types';
import { DeparturesLink } from '../../components/departures-link';
import { DIFFICULTY_OPTIONS, TrekForm } from './trek-form';

const DIFFICULTY_TONES: Record<DifficultyLevel, BadgeTone> = { easy: 'green', moderate: 'amber', difficult: 'red' };

/** The difficulty badge, and the trek's grade under it (one column for both keeps the table narrow). */
function DifficultyCell({ value, grade }: { value: DifficultyLevel; grade: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-1">
      <Badge tone={DIFFICULTY_TONES[value] ?? 'grey'}>{t(`treks.difficulty.${value}`)}</Badge>
      {grade && <p className="text-xs text-slate-500 dark:text-slate-400">{grade}</p>}
    </div>
  );
}

/** Manage Treks, declared: columns, filters, sort, row actions, form and messages. */
export const treksResource: ListResource<AdminTrek> = {
  name: 'treks',
  titleKey: 'treks.title',
  addKey: 'treks.add',
  searchKey: 'treks.search',
  ...tripListBase,
  filters: [
    ...tripFilters,
    {
      key: 'difficulty',
      labelKey: 'treks.fields.difficulty_level',
      options: DIFFICULTY_OPTIONS,
    },
  ],
  columns: [
    {
      id: 'image',
      headerKey: 'treks.columns.image',
      cell: (row) =>
        row.image ? (
          <img src={row.image} alt="" className="size-12 rounded object-cover" loading="lazy" />
        ) : (
          <span className="block size-12 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
        ),
    },
    {
      id: 'title',
      headerKey: 'treks.columns.title',
      sortKey: 'title',
      cell: (row) => <TitleCell title={row.title} slug={row.slug} featured={row.is_featured} />,
    },
    {
      id: 'destination',
      headerKey: 'treks.columns.destination',
      cell: (row) => <DestinationCell name={row.destination?.name} />,
    },
    {
      id: 'difficulty',
      headerKey: 'treks.columns.difficulty',
      cell: (row) => <DifficultyCell value={row.difficulty_level} grade={row.trek_grade} />,
    },
    {
      id: 'duration',
      headerKey: 'treks.columns.duration',
      sortKey: 'duration_days',
      cell: (row) => <DurationCell days={row.duration_days} nights={row.duration_nights} />,
    },
    { id: 'price', headerKey: 'treks.columns.price', sortKey: 'price', cell: (row) => <PriceCell value={row.price} /> },
    {
      id: 'status',
      headerKey: 'treks.columns.status',
      sortKey: 'is_active',
      cell: (row) => <ActiveCell value={row.is_active} />,
    },
    {
      id: 'departures',
      headerKey: 'departures.title',
      className: rowControlsClass,
      cell: (row) => <DeparturesLink kind="trek" id={row.id} title={row.title} />,
    },
  ],
  recordName: (row) => row.title,
  Form: TrekForm,
  rowActions: tripRowActions<AdminTrek>('trek'),
  HeaderActions: () => <CsvTools resource="treks" />,
  confirmDeleteKey: 'treks.confirmDelete',
  messages: { deleted: 'trekDeleted', failedToDelete: 'errorDeletingTrek' },
  // Only admins delete catalogue items; staff deactivate them.
  deleteRoles: ['admin'],
};
