import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours, treks, wishlistItems } from '../../db/schema/index.ts';

const entryColumns = {
  id: wishlistItems.id,
  tourId: wishlistItems.tourId,
  trekId: wishlistItems.trekId,
  createdAt: wishlistItems.createdAt,
};

/** A page of the user's saved tours and treks that are still public, newest first. */
export async function pageOfWishlist(db: Executor, userId: number, page: number, perPage: number) {
  const owned = and(eq(wishlistItems.userId, userId), or(eq(tours.isActive, true), eq(treks.isActive, true)));
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(wishlistItems)
      .leftJoin(tours, eq(tours.id, wishlistItems.tourId))
      .leftJoin(treks, eq(treks.id, wishlistItems.trekId))
      .where(owned)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(wishlistItems)
      .leftJoin(tours, eq(tours.id, wishlistItems.tourId))
      .leftJoin(treks, eq(treks.id, wishlistItems.trekId))
      .where(owned),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findEntry(db: Executor, id: number) {
  const [row] = await db
    .select({ ...entryColumns, userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(eq(wishlistItems.id, id))
    .limit(1);
  return row ?? null;
}

/** The saved item: a tour or a trek. */
export type SavedItem = { tourId: number; trekId?: undefined } | { trekId: number; tourId?: undefined };

/** Saves the tour or trek for the user; saving it twice keeps the first entry. */
export async function saveEntry(db: Executor, userId: number, item: SavedItem) {
  let same: SQL;
  if (item.tourId !== undefined) {
    await db
      .insert(wishlistItems)
      .values({ userId, tourId: item.tourId })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.tourId] });
    same = eq(wishlistItems.tourId, item.tourId);
  } else {
    await db
      .insert(wishlistItems)
      .values({ userId, trekId: item.trekId })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.trekId] });
    same = eq(wishlistItems.trekId, item.trekId);
  }
  const [row] = await db
    .select(entryColumns)
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), same))
    .limit(1);
  return row!;
}

export async function deleteEntry(db: Executor, id: number, userId: number) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
}

/** An erased account's saved trips go. */
export async function deleteWishlistOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
