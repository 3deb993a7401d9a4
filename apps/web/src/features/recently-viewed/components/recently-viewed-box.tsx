import { LIMITS } from '@trails/contracts/constants';
import { History, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PLACEHOLDER_IMAGE } from '../../../components/catalogue/card-image';
import { paths } from '../../../config/paths';
import { useLocalList } from '../../../lib/local-list';
import { recentlyViewed, type RecentlyViewedItem } from '../../../lib/recently-viewed';
import { useFormatPrice } from '../../../lib/use-price';

/** Pages where a list of places to go back to would only distract. */
const HIDDEN_ON = [paths.login(), paths.register(), paths.profile()];

const itemPath = (item: Pick<RecentlyViewedItem, 'type'>, key: string | number) => `/${item.type}/${key}`;

/** The entries to show on `pathname`: the page's own item left out, at most 3. */
export function visibleRecentlyViewed(items: RecentlyViewedItem[], pathname: string): RecentlyViewedItem[] {
  const current = pathname.replace(/\/+$/, '');
  return items
    .filter((item) => itemPath(item, item.slug) !== current && itemPath(item, item.id) !== current)
    .slice(0, LIMITS.recentlyViewed);
}

/** The last tours, treks and destinations looked at, newest first, at the bottom of every public page. */
export function RecentlyViewedBox() {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const { pathname } = useLocation();
  const items = useLocalList(recentlyViewed);
  const hidden = HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const visible = visibleRecentlyViewed(items, pathname);
  if (hidden || visible.length === 0) return null;

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
