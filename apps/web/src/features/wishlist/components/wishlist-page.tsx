import { useState } from 'react';
import { MESSAGES } from '@trails/contracts/messages';
import type { WishlistItem } from '@trails/contracts/wishlist';
import { Heart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TourCard } from '../../../components/catalogue/tour-card';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRemoveFromWishlist, useWishlist } from '../api/wishlist';

/** The signed-in traveller's saved tours and treks: remove one, or Clear All. */
export function WishlistPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.wishlist'));
  const wishlist = useWishlist(true);
  const remove = useRemoveFromWishlist();
  const [clearing, setClearing] = useState(false);
  const items = wishlist.data?.data ?? [];

  const removeOne = async (item: WishlistItem) => {
    try {
      const result = await remove.mutateAsync(item.id);
      notify.success(translateMessage(t, result.message || MESSAGES.removedFromWishlist));
    } catch {
      notify.error(t('messages.failedToRemoveFromWishlist'));
    }
  };

  /** One call per entry; whatever failed stays listed and is reported once. */
  const clearAll = async () => {
    setClearing(true);
    const results = await Promise.allSettled(items.map((item) => remove.mutateAsync(item.id)));
    setClearing(false);
    if (results.some((result) => result.status === 'rejected')) notify.error(t('messages.failedToRemoveFromWishlist'));
    else notify.success(t('messages.removedFromWishlist'));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('nav.wishlist')}</h1>
          {wishlist.isSuccess && items.length > 0 && (
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {t('wishlistPage.count', { count: wishlist.data.meta?.total ?? items.length })}
            </p>
          )}
        </div>
        {items.length > 0 && (
          <Button variant="secondary" busy={clearing} onClick={() => void clearAll()}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('wishlistPage.clearAll')}
          </Button>
        )}
      </div>

      {wishlist.isPending ? (
        <CardGridSkeleton label={t('common.loading')} count={3} />
      ) : wishlist.isError ? (
        <ErrorState onRetry={() => void wishlist.refetch()} busy={wishlist.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('wishlistPage.emptyTitle')}
          text={t('wishlistPage.emptyText')}
          icon={<Heart className="size-10 text-slate-400" aria-hidden="true" />}
        >
          <Link to={paths.tours()} className={buttonClass('primary')}>
            {t('wishlistPage.browseTours')}
          </Link>
          <Link to={paths.treks()} className={buttonClass('secondary')}>
            {t('wishlistPage.browseTreks')}
          </Link>
          <Link to={paths.destinations()} className={buttonClass('secondary')}>
            {t('wishlistPage.browseDestinations')}
          </Link>
          <Link to={paths.customBuilder()} className={buttonClass('secondary')}>
            {t('wishlistPage.customTrip')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => {
            const actions = (
              <Button
                variant="secondary"
                className="px-3 py-2"
                busy={remove.isPending && remove.variables === item.id}
                aria-label={t('wishlistPage.removeTour', {
                  title: item.type === 'trek' ? item.trek.title : item.tour.title,
                })}
                onClick={() => void removeOne(item)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('wishlistPage.remove')}
              </Button>
            );
            return (
              <li key={item.id}>
                {item.type === 'trek' ? (
                  <TrekCard trek={item.trek} actions={actions} />
                ) : (
                  <TourCard tour={item.tour} actions={actions} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
