import type { TourSummary } from '@trails/contracts';
import { GitCompareArrows, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocalList } from '../../../lib/local-list';
import { notify } from '../../../lib/notify';
import { toCompareItem } from '../lib/compare-item';
import { COMPARE_MAX, compareList } from '../lib/compare-list';

/**
 * Adds a tour to the compare list or takes it out. A full list is not silently trimmed: the
 * reader is told to remove one first. `compact` is the small icon button of a card.
 */
export function CompareToggle({ tour, compact = false }: { tour: TourSummary; compact?: boolean }) {
  const { t } = useTranslation();
  const items = useLocalList(compareList);
  const inList = items.some((item) => item.id === tour.id);
  const label = inList ? t('compare.remove') : t('compare.add');

  const toggle = () => {
    if (inList) {
      compareList.remove(toCompareItem(tour));
      notify.info(t('compare.removed', { title: tour.title }));
      return;
    }
    if (items.length >= COMPARE_MAX) {
      notify.error(t('compare.full', { count: COMPARE_MAX }));
      return;
    }
    compareList.add(toCompareItem(tour));
    notify.success(t('compare.added', { title: tour.title }));
  };

  const Icon = inList ? Check : GitCompareArrows;
  if (compact) {
    return (
      <button
        type="button"
        onClick={toggle}
        title={label}
        className={`inline-flex size-10 items-center justify-center rounded-lg border transition-colors ${
          inList
            ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
        }`}
      >
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">
          {label}: {tour.title}
        </span>
      </button>
    );
  }
  return (
    <Button variant="secondary" onClick={toggle} className="w-full">
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
