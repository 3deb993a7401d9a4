import type { Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { AddWishlistBody, WishlistItem } from '@trails/contracts/wishlist';
import type { Database } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/respond.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { deleteEntry, findEntry, pageOfWishlist, saveEntry } from './wishlist.repo.ts';

interface EntryRow {
  id: number;
  tourId: number | null;
  trekId: number | null;
  createdAt: Date;
}

/** A traveller's saved tours and treks. Every call is scoped to the signed-in user. */
export function createWishlistService(
  db: Database,
  { tours, treks }: { tours: CatalogueService<'tour'>; treks: CatalogueService<'trek'> },
) {
  /** The entries with their trips' summaries, in their order; an entry whose trip is no longer public is left out. */
  const withTrips = async (rows: EntryRow[], lang: Locale = 'en'): Promise<WishlistItem[]> => {
    const tourIds = rows.flatMap((row) => (row.tourId === null ? [] : [row.tourId]));
    const trekIds = rows.flatMap((row) => (row.trekId === null ? [] : [row.trekId]));
    const [tourList, trekList] = await Promise.all([
      tourIds.length ? tours.summaries(tourIds, lang) : [],
      trekIds.length ? treks.summaries(trekIds, lang) : [],
    ]);
    const tourOf = new Map(tourList.map((tour) => [tour.id, tour]));
    const trekOf = new Map(trekList.map((trek) => [trek.id, trek]));
    return rows.flatMap((row): WishlistItem[] => {
      const created_at = row.createdAt.toISOString();
      const tour = row.tourId === null ? undefined : tourOf.get(row.tourId);
      if (tour) return [{ id: row.id, type: 'tour', tour_id: tour.id, created_at, tour }];
      const trek = row.trekId === null ? undefined : trekOf.get(row.trekId);
      if (trek) return [{ id: row.id, type: 'trek', trek_id: trek.id, created_at, trek }];
      return [];
    });
  };

  return {
    async list(userId: number, page: number, perPage: number, lang: Locale = 'en') {
      const { rows, total } = await pageOfWishlist(db, userId, page, perPage);
      return { items: await withTrips(rows, lang), meta: pageMeta(page, perPage, total) };
    },

    /**
     * Only a public tour (`tour_id`) or trek (`trek_id`) can be saved; saving a saved one answers
     * the existing entry.
     */
    async add(userId: number, body: AddWishlistBody): Promise<WishlistItem> {
      let entry;
      if (body.trek_id !== undefined) {
        const trekId = await treks.publicId(String(body.trek_id));
        if (trekId === null) throw fieldError('trek_id', MESSAGES.trekNotFound);
        entry = await saveEntry(db, userId, { trekId });
      } else {
        const tourId = await tours.publicId(String(body.tour_id));
        if (tourId === null) throw fieldError('tour_id', MESSAGES.tourNotFound);
        entry = await saveEntry(db, userId, { tourId });
      }
      const [item] = await withTrips([entry]);
      return item!;
    },

    /** Someone else's entry is not found, like a missing one: the answer never tells that it exists. */
    async remove(userId: number, id: number): Promise<void> {
      const entry = await findEntry(db, id);
      if (!entry || entry.userId !== userId) throw notFound(MESSAGES.wishlistItemNotFound);
      await deleteEntry(db, id, userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
