import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours, wishlistItems } from '../../db/schema/index.ts';

/** A page of the user's saved tours that are still public, newest first. */
export async function pageOfWishlist(db: Executor, userId: number, page: number, perPage: number) {
  const owned = and(eq(wishlistItems.userId, userId), eq(tours.isActive, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: wishlistItems.id, tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(tours, eq(tours.id, wishlistItems.tourId))
      .where(owned)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(wishlistItems).innerJoin(tours, eq(tours.id, wishlistItems.tourId)).where(owned),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findEntry(db: Executor, id: number) {
  const [row] = await db
    .select({ id: wishlistItems.id, userId: wishlistItems.userId, tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.id, id))
    .limit(1);
  return row ?? null;
}

/** Saves the tour for the user; saving it twice keeps the first entry. */
export async function saveEntry(db: Executor, userId: number, tourId: number) {
  await db.insert(wishlistItems).values({ userId, tourId }).onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.tourId] });
  const [row] = await db
    .select({ id: wishlistItems.id, tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.tourId, tourId)))
    .limit(1);
  return row!;
}

export async function deleteEntry(db: Executor, id: number, userId: number) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
}
