import { z } from 'zod';
import { envelope, idField, idParam, listEnvelope, messageEnvelope, paginationQuery } from './common.ts';
import { endpoint } from './endpoint.ts';
import { contentLang } from './translations.ts';
import { tourSummary, trekSummary } from './catalogue.ts';
import { MESSAGES } from './messages.ts';

/** A tour the signed-in traveller saved (the spec's shape, with `type` beside it). */
export const wishlistTourItem = z.object({
  id: z.number().int(),
  type: z.literal('tour'),
  tour_id: z.number().int(),
  created_at: z.string(),
  tour: tourSummary,
});

/** A trek the signed-in traveller saved: `trek_id` and `trek` where a tour has `tour_id` and `tour`. */
export const wishlistTrekItem = z.object({
  id: z.number().int(),
  type: z.literal('trek'),
  trek_id: z.number().int(),
  created_at: z.string(),
  trek: trekSummary,
});

/** A saved tour or trek; `type` tells which. Removal is by the entry's own id. */
export const wishlistItem = z.discriminatedUnion('type', [wishlistTourItem, wishlistTrekItem]);
export type WishlistItem = z.infer<typeof wishlistItem>;
export type WishlistTourItem = z.infer<typeof wishlistTourItem>;
export type WishlistTrekItem = z.infer<typeof wishlistTrekItem>;

/** Exactly one of `tour_id` (the spec's field) and `trek_id`. */
export const addWishlistBody = z
  .object({
    tour_id: idField.optional(),
    trek_id: idField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.tour_id === undefined && body.trek_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tour_id'], message: MESSAGES.wishlistItemRequired });
    }
    if (body.tour_id !== undefined && body.trek_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['trek_id'], message: MESSAGES.wishlistOneItem });
    }
  });
export type AddWishlistBody = z.infer<typeof addWishlistBody>;

/** The wishlist's endpoints: the signed-in traveller's saved tours and treks. */
export const wishlistApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/wishlist',
    query: paginationQuery.extend({ lang: contentLang }),
    response: listEnvelope(wishlistItem),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/wishlist',
    body: addWishlistBody,
    status: 201,
    response: envelope(wishlistItem),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/wishlist/:id', params: idParam, response: messageEnvelope }),
};
