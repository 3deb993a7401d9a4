import { useId, useState, type ReactNode } from 'react';
import { DURATION_BUCKET_NAMES, RATING_FILTERS, TOUR_CATEGORIES, type NumberRange } from '@trails/contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useTourFacets } from '../api/get-tour-facets';
import { activeFilterCount, type TourFilters } from '../lib/tour-filters';
import type { UpdateOptions } from '../lib/use-tour-filters';
import { PriceRangeFilter } from './price-range-filter';

interface Choice<T> {
  value: T;
  label: string;
}

function RadioGroup<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={String(choice.value)}
          className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            type="radio"
            name={name}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            className="size-4 accent-brand-700"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="border-t border-slate-200 pt-5 dark:border-slate-800">{children}</div>;
}

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const counts = new Map(facets.data?.categories.map((entry) => [entry.category, entry.count]));
  const total = facets.data?.categories.reduce((sum, entry) => sum + entry.count, 0);
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${number(count)})`;

  return (
    <aside aria-labelledby={`${panelId}-heading`} className="lg:sticky lg:top-24">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {active > 0 ? t('tours.filters.toggleActive', { count: active }) : t('tours.filters.toggle')}
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>

      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 lg:mt-0 lg:block`}
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${panelId}-heading`} className="text-lg font-semibold">
            {t('tours.filters.title')}
          </h2>
          <Button variant="ghost" className="px-2 py-1 disabled:opacity-50" onClick={onClear} disabled={active === 0}>
            {t('tours.filters.clearAll')}
          </Button>
        </div>

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
      </div>
    </aside>
  );
}
