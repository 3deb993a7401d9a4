import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, reviews, tours, treks, users } from '../../db/schema/index.ts';
import { approvedPublicReview } from '../catalogue/catalogue.repo.ts';

/** What the public site counts: active catalogue, customers who may sign in, approved reviews of it. */
export async function publicCounts(db: Executor) {
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [tourCount, trekCount, destinationCount, customerCount, reviewCount] = await Promise.all([
    one(db.select({ n: count() }).from(tours).where(eq(tours.isActive, true))),
    one(db.select({ n: count() }).from(treks).where(eq(treks.isActive, true))),
    one(db.select({ n: count() }).from(destinations).where(eq(destinations.isActive, true))),
    one(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'customer'), eq(users.isBlocked, false))),
    ),
    one(
      db
        .select({ n: count() })
        .from(reviews)
        .leftJoin(tours, eq(tours.id, reviews.tourId))
        .leftJoin(treks, eq(treks.id, reviews.trekId))
        .where(approvedPublicReview),
    ),
  ]);
  return {
    tours: tourCount,
    treks: trekCount,
    destinations: destinationCount,
    customers: customerCount,
    reviews: reviewCount,
  };
}
