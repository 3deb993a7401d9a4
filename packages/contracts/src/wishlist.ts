import { z } from 'zod';
import { idField } from './common.ts';
import { tourSummary } from './catalogue.ts';

/** A tour the signed-in traveller saved. Removal is by the entry's own id. */
export const wishlistItem = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  created_at: z.string(),
  tour: tourSummary,
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const addWishlistBody = z.object({
  tour_id: idField,
});
export type AddWishlistBody = z.infer<typeof addWishlistBody>;
