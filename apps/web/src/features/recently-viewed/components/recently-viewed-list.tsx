import { History, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE } from '../../../components/catalogue/card-image';
import { itemPath, recentlyViewed, type RecentlyViewedItem } from '../../../lib/recently-viewed';
import { useFormatPrice } from '../../../lib/use-price';

/** The entries of the recently viewed box (recently-viewed-box.tsx), newest first. */
export default function RecentlyViewedList({ visible }: { visible: RecentlyViewedItem[] }) {
  const { t } = useTranslation();
  const price = useFormatPrice();

  return (
    <section aria-labelledby="recently-viewed-title" className="mx-auto max-w-7xl px-4 pb-10 pt-2 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2
            id="recently-viewed-title"
            className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
          >
            <History className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            {t('recentlyViewed.title')}
          </h2>
          <button
            type="button"
            onClick={() => recentlyViewed.clear()}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline dark:text-brand-300 dark:hover:bg-slate-800"
          >
            {t('recentlyViewed.clearAll')}
          </button>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li
              key={`${item.type}-${item.id}`}
              className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 pr-10 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <img
                src={item.image ?? PLACEHOLDER_IMAGE}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
                  {t(`recentlyViewed.type.${item.type}`)}
                </p>
                <Link
                  to={itemPath(item, item.slug)}
                  className="line-clamp-2 font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 dark:text-slate-50 dark:hover:text-brand-300"
                >
                  {item.title}
                </Link>
                {item.type !== 'destination' && item.price !== undefined ? (
                  <p className="text-sm text-slate-600 dark:text-slate-300">{price(item.price)}</p>
                ) : item.country ? (
                  <p className="text-sm text-slate-600 dark:text-slate-300">{item.country}</p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => recentlyViewed.remove(item)}
                aria-label={t('recentlyViewed.remove', { title: item.title })}
                className="absolute right-1.5 top-1.5 z-10 inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
