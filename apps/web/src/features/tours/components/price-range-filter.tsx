import { useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { CATALOGUE_LIMITS, type NumberRange } from '@trails/contracts/catalogue-constants';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatPrice } from '../../../lib/use-price';
import { useTourFacets } from '../api/get-tour-facets';
import { normalisePriceRange, priceBounds } from '../lib/tour-filters';

/** Slider step; the thumbs stay at least CATALOGUE_LIMITS.priceGap apart. */
export const PRICE_STEP = 100;

const thumbClass =
  'block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-100';

/**
 * Two-thumb price slider over the catalogue's real price range. Dragging only moves the thumbs;
 * the list is filtered when a thumb is let go (or moved with the keyboard).
 */
export function PriceRangeFilter({
  value,
  onCommit,
}: {
  value: NumberRange | null;
  onCommit: (range: NumberRange | null) => void;
}) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const facets = useTourFacets();
  const [draft, setDraft] = useState<[number, number] | null>(null);

  if (facets.isPending) return <Skeleton className="h-12 w-full" />;
  if (facets.isError) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('tours.filters.priceUnavailable')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          onClick={() => void facets.refetch()}
        >
          {t('errors.tryAgain')}
        </button>
      </p>
    );
  }

  const bounds = priceBounds(facets.data.price_min, facets.data.price_max, PRICE_STEP);
  const chosen = value ? (normalisePriceRange(value, bounds) ?? bounds) : bounds;
  const [low, high] = draft ?? [chosen.min, chosen.max];

  return (
    <div className="space-y-3">
      <p className="flex justify-between text-sm font-medium text-slate-800 dark:text-slate-100" aria-hidden="true">
        <span>{price(low)}</span>
        <span>{price(high)}</span>
      </p>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={Math.max(1, Math.ceil(CATALOGUE_LIMITS.priceGap / PRICE_STEP))}
        value={[low, high]}
        onValueChange={(next) => setDraft([next[0] ?? bounds.min, next[1] ?? bounds.max])}
        onValueCommit={(next) => {
          setDraft(null);
          onCommit(normalisePriceRange({ min: next[0] ?? bounds.min, max: next[1] ?? bounds.max }, bounds));
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200 dark:bg-slate-700">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb className={thumbClass} aria-label={t('tours.filters.minPrice')} aria-valuetext={price(low)} />
        <Slider.Thumb className={thumbClass} aria-label={t('tours.filters.maxPrice')} aria-valuetext={price(high)} />
      </Slider.Root>
    </div>
  );
}
