import type { TourSummary, TrekSummary } from '@trails/contracts/catalogue';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LineIcon } from '../../../components/ui/line-icon';
import { useLocalList } from '../../../lib/local-list';
import { notify } from '../../../lib/notify';
import { toCompareItem, type ComparableTrip } from '../lib/compare-item';
import { COMPARE_MAX, compareKindOf, compareList } from '../lib/compare-list';

type Trip = { tour: TourSummary; trek?: undefined } | { trek: TrekSummary; tour?: undefined };

/**
 * Adds a tour or a trek to the compare list or takes it out. A full list is not silently trimmed:
 * the reader is told to remove one first. `compact` is the small icon button of a card.
 */
export function CompareToggle({ compact = false, ...trip }: Trip & { compact?: boolean }) {
  const { t } = useTranslation();
  const items = useLocalList(compareList);
  const entry: ComparableTrip = trip.tour ? { kind: 'tour', trip: trip.tour } : { kind: 'trek', trip: trip.trek };
  const { title } = entry.trip;
  const inList = items.some((item) => item.id === entry.trip.id && compareKindOf(item) === entry.kind);
  const label = inList ? t('compare.remove') : t('compare.add');

  const toggle = () => {
    if (inList) {
      compareList.remove(toCompareItem(entry));
      notify.info(t('compare.removed', { title }));
      return;
    }
    if (items.length >= COMPARE_MAX) {
      notify.error(t('compare.full', { count: COMPARE_MAX }));
      return;
    }
    compareList.add(toCompareItem(entry));
    notify.success(t('compare.added', { title }));
  };

  const icon = inList ? <Check className="size-4" aria-hidden="true" /> : <LineIcon name="git-compare-arrows" />;
  if (compact) {
    return (
      <button
        type="button"
        onClick={toggle}
        title={label}
        className={`compare-toggle ${inList ? 'compare-toggle-on' : ''}`}
      >
        {icon}
        <span className="sr-only">
          {label}: {title}
        </span>
      </button>
    );
  }
  return (
    <Button variant="secondary" onClick={toggle} className="w-full">
      {icon}
      {label}
    </Button>
  );
}
