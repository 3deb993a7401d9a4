import { Heart, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAddToWishlist, useRemoveFromWishlist, useWishlist } from '../api/wishlist';

/**
 * Saves the tour (`tourId`) or trek (`trekId`) to the traveller's wishlist or removes it. Signed
 * out, it asks to log in (and the login page brings the reader back here).
 */
export function WishlistButton(props: { tourId: number; trekId?: undefined } | { trekId: number; tourId?: undefined }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const wishlist = useWishlist(isAuthenticated);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const entry = wishlist.data?.data.find((item) =>
    item.type === 'trek' ? item.trek_id === props.trekId : item.tour_id === props.tourId,
  );
  const saved = Boolean(entry);
  const busy = add.isPending || remove.isPending || (isAuthenticated && wishlist.isPending);

  const onClick = async () => {
    if (!isAuthenticated) {
      notify.info(t('messages.loginForWishlist'), {
        label: t('nav.login'),
        onClick: () => void navigate(paths.login(), { state: { from: location.pathname + location.search } }),
      });
      return;
    }
    if (entry) {
      try {
        const result = await remove.mutateAsync(entry.id);
        notify.success(result.message ? translateMessage(t, result.message) : t('messages.removedFromWishlist'));
      } catch {
        notify.error(t('messages.failedToRemoveFromWishlist'));
      }
      return;
    }
    try {
      const result = await add.mutateAsync(
        props.trekId !== undefined ? { trek_id: props.trekId } : { tour_id: props.tourId },
      );
      notify.success(result.message ? translateMessage(t, result.message) : t('messages.addedToWishlist'));
    } catch (error) {
      notify.error(error instanceof ApiError ? translateMessage(t, error.message) : t('errors.generic'));
    }
  };

  return (
    // aria-pressed says whether it is saved; the words, the filled heart and the colours show it.
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void onClick()}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-wait ${
        saved
          ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100 dark:hover:bg-red-950'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
      }`}
    >
      {busy ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Heart
          className={`size-4 ${saved ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`}
          aria-hidden="true"
        />
      )}
      {saved ? t('wishlist.saved') : t('wishlist.button')}
    </button>
  );
}
