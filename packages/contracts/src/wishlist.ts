import { z } from 'zod';
import { MESSAGES } from './messages.ts';
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
  tour_id: z.coerce.number({ error: MESSAGES.invalidValue }).int({ error: MESSAGES.invalidValue }).positive({ error: MESSAGES.invalidValue }),
});
export type AddWishlistBody = z.infer<typeof addWishlistBody>;
