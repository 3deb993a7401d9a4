import { useTranslation } from 'react-i18next';
import { savingOf } from '../../lib/saving';
import { useFormatPrice } from '../../lib/use-price';

/** A trip's price per person, with the original price crossed out and the saving when there is one. */
export function PriceWithSaving({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const saving = savingOf({ price, original_price: originalPrice });
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900 dark:text-white">{format(price)}</span>
        {saving > 0 && (
          <s className="text-lg text-slate-500 dark:text-slate-400">
            <span className="sr-only">{t('tour.price.was')} </span>
            {format(originalPrice ?? 0)}
          </s>
        )}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('catalogue.perPerson')}</p>
      {saving > 0 && (
        <p className="mt-2 inline-flex rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300">
          {t('catalogue.save', { amount: format(saving) })}
        </p>
      )}
    </div>
  );
}
