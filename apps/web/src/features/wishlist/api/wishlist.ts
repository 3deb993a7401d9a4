import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@trails/contracts/constants';
import { wishlistApi, type AddWishlistBody } from '@trails/contracts/wishlist';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';

export const wishlistKey = ['wishlist'] as const;

/** The signed-in traveller's saved tours and treks (one page large enough for all of them). */
export const wishlistQueryOptions = () =>
  queryOptions({
    // The trips' texts come in the interface's language.
    queryKey: [...wishlistKey, catalogueLang()],
    queryFn: ({ signal }) => {
      const lang = catalogueLang();
      const query = { per_page: LIMITS.perPageMax, ...(lang === 'en' ? {} : { lang }) };
      return callEndpoint(wishlistApi.list, { query }, { auth: 'user', signal });
    },
  });

/** Only asked for when someone is signed in. */
export const useWishlist = (enabled: boolean) => useQuery({ ...wishlistQueryOptions(), enabled });

/** Saves a tour (`{ tour_id }`) or a trek (`{ trek_id }`); the answer's message is 'Added to wishlist'. */
export const addToWishlist = (item: AddWishlistBody) => callEndpoint(wishlistApi.add, { body: item }, { auth: 'user' });

export const useAddToWishlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
};

/** Removes an entry by its own id (not the tour's or trek's); the answer's message is 'Removed from wishlist'. */
export const removeFromWishlist = (itemId: number) =>
  callEndpoint(wishlistApi.remove, { params: { id: itemId } }, { auth: 'user' });

export const useRemoveFromWishlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
};
