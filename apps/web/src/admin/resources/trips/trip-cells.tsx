import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/use-price';
import { Badge } from '../../components/badge';

/** Cells the tours and treks tables share. */

export function PriceCell({ value }: { value: number }) {
  const formatPrice = useFormatPrice();
  return <span className="whitespace-nowrap">{formatPrice(value)}</span>;
}

/** "5D / 4N" */
export function DurationCell({ days, nights }: { days: number; nights: number }) {
  const { t } = useTranslation('admin');
  return <span className="whitespace-nowrap">{t('trips.duration', { days, nights })}</span>;
}

export function DestinationCell({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('admin');
  return <>{name || t('trips.notAvailable')}</>;
}

/** Title with its slug under it, and a Featured mark. */
export function TitleCell({ title, slug, featured }: { title: string; slug: string; featured: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <p className="font-medium text-slate-900 dark:text-slate-100">
        {title}
        {featured && (
          <span className="ml-2">
            <Badge tone="amber">{t('trips.featured')}</Badge>
          </span>
        )}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{slug}</p>
    </div>
  );
}
