import { TOUR_SORTS, type TourSort } from '@trails/contracts/catalogue-constants';
import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { ToursView } from '../lib/tour-filters';

const toggleClass = (pressed: boolean) =>
  `inline-flex items-center gap-1.5 px-3 py-2 text-sm font-medium transition-colors ${
    pressed
      ? 'bg-brand-700 text-white'
      : 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** "N tours found", the sort box and the Grid / Map switch. */
export function ToursToolbar({
  total,
  sort,
  view,
  onSortChange,
  onViewChange,
}: {
  total: number | undefined;
  sort: TourSort;
  view: ToursView;
  onSortChange: (sort: TourSort) => void;
  onViewChange: (view: ToursView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300">
        {total !== undefined && t('tours.found', { count: total })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('tours.sort.label')}
          className="w-52"
          value={sort}
          onChange={(value) => onSortChange(value as TourSort)}
          options={TOUR_SORTS.map((value) => ({ value, label: t(`tours.sort.${value}`) }))}
        />
        <div
          role="group"
          aria-label={t('tours.view.label')}
          className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
        >
          <button
            type="button"
            aria-pressed={view === 'grid'}
            className={toggleClass(view === 'grid')}
            onClick={() => onViewChange('grid')}
          >
            <LayoutGrid className="size-4" aria-hidden="true" />
            {t('tours.view.grid')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'map'}
            className={toggleClass(view === 'map')}
            onClick={() => onViewChange('map')}
          >
            <MapIcon className="size-4" aria-hidden="true" />
            {t('tours.view.map')}
          </button>
        </div>
      </div>
    </div>
  );
}
