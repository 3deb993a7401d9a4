import { DURATION_BUCKET_NAMES, RATING_FILTERS, type NumberRange } from '@trails/contracts/catalogue-constants';
import { TOUR_CATEGORIES } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import {
  FilterPanel,
  FilterRadioGroup as RadioGroup,
  FilterSection as Section,
} from '../../../components/catalogue/filter-panel';
import { useTourFacets } from '../api/get-tour-facets';
import { activeFilterCount, type TourFilters } from '../lib/tour-filters';
import type { UpdateOptions } from '../lib/use-tour-filters';
import { PriceRangeFilter } from './price-range-filter';
import { numberFormat } from '../../../lib/format';

/**
 * The filter side panel: price, minimum rating, duration and category, with Clear All. Below the
 * large breakpoint it folds into a Filters disclosure above the list.
 */
export function TourFilterPanel({
  filters,
  onChange,
  onClear,
}: {
  filters: TourFilters;
  onChange: (change: Partial<TourFilters>, options?: UpdateOptions) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const facets = useTourFacets();
  const active = activeFilterCount(filters);
  const number = (value: number) => numberFormat(i18n.language).format(value);

  const counts = new Map(facets.data?.categories.map((entry) => [entry.category, entry.count]));
  const total = facets.data?.categories.reduce((sum, entry) => sum + entry.count, 0);
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${number(count)})`;

  return (
    <FilterPanel active={active} onClear={onClear}>
      {(panelId) => (
        <>
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('tours.filters.price')}
            </legend>
            <PriceRangeFilter
              value={filters.priceRange}
              onCommit={(priceRange: NumberRange | null) => onChange({ priceRange }, { replace: true })}
            />
          </fieldset>

          <Section>
            <RadioGroup
              legend={t('tours.filters.rating')}
              name={`${panelId}-rating`}
              value={filters.rating}
              onChange={(rating) => onChange({ rating })}
              choices={RATING_FILTERS.map((rating) => ({
                value: rating,
                label:
                  rating === 0 ? t('tours.filters.any') : t('tours.filters.ratingAtLeast', { rating: number(rating) }),
              }))}
            />
          </Section>

          <Section>
            <RadioGroup
              legend={t('tours.filters.duration')}
              name={`${panelId}-duration`}
              value={filters.duration ?? ''}
              onChange={(duration) => onChange({ duration: duration || null })}
              choices={[
                { value: '' as const, label: t('tours.filters.any') },
                ...DURATION_BUCKET_NAMES.map((bucket) => ({ value: bucket, label: t(`tours.duration.${bucket}`) })),
              ]}
            />
          </Section>

          <Section>
            <RadioGroup
              legend={t('tours.filters.category')}
              name={`${panelId}-category`}
              value={filters.category ?? ''}
              onChange={(category) => onChange({ category: category || null })}
              choices={[
                { value: '' as const, label: withCount(t('tours.filters.allCategories'), total) },
                ...TOUR_CATEGORIES.map((category) => ({
                  value: category,
                  label: withCount(
                    t(`catalogue.category.${category}`),
                    facets.data ? (counts.get(category) ?? 0) : undefined,
                  ),
                })),
              ]}
            />
          </Section>
        </>
      )}
    </FilterPanel>
  );
}
