import { MESSAGES, type WishlistItem } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/respond.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { deleteEntry, findEntry, pageOfWishlist, saveEntry } from './wishlist.repo.ts';

interface EntryRow {
  id: number;
  tourId: number;
  createdAt: Date;
}

/** A traveller's saved tours. Every call is scoped to the signed-in user. */
export function createWishlistService(db: Database, { tours }: { tours: CatalogueService<'tour'> }) {
  const withTours = async (rows: EntryRow[]): Promise<WishlistItem[]> => {
    const summaries = new Map((await tours.summaries(rows.map((row) => row.tourId))).map((tour) => [tour.id, tour]));
    return rows.flatMap((row) => {
      const tour = summaries.get(row.tourId);
      return tour ? [{ id: row.id, tour_id: row.tourId, created_at: row.createdAt.toISOString(), tour }] : [];
    });
  };

  return {
    async list(userId: number, page: number, perPage: number) {
      const { rows, total } = await pageOfWishlist(db, userId, page, perPage);
      return { items: await withTours(rows), meta: pageMeta(page, perPage, total) };
    },

    /** Only a public tour can be saved; saving a saved tour answers the existing entry. */
    async add(userId: number, tourId: number): Promise<WishlistItem> {
      const publicId = await tours.publicId(String(tourId));
      if (publicId === null) throw fieldError('tour_id', MESSAGES.tourNotFound);
      const [item] = await withTours([await saveEntry(db, userId, publicId)]);
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
