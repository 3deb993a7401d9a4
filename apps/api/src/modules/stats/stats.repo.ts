import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, reviews, tours, treks, users } from '../../db/schema/index.ts';
import { approvedPublicReview } from '../catalogue/catalogue.fragments.ts';

/** A count as a scalar subquery of the one statement below. */
const countOf = (query: SQLWrapper) => sql<number>`(${query})::int`;

/**
 * What the public site counts: active catalogue, customers who may sign in, approved reviews of it.
 * One statement (five scalar subqueries), answered from the response cache until public data changes.
 */
export async function publicCounts(db: Executor) {
  const [row] = await db
    .select({
      tours: countOf(db.select({ n: count() }).from(tours).where(eq(tours.isActive, true))),
      treks: countOf(db.select({ n: count() }).from(treks).where(eq(treks.isActive, true))),
      destinations: countOf(db.select({ n: count() }).from(destinations).where(eq(destinations.isActive, true))),
      customers: countOf(
        db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'customer'), eq(users.isBlocked, false))),
      ),
      reviews: countOf(
        db
          .select({ n: count() })
          .from(reviews)
          .leftJoin(tours, eq(tours.id, reviews.tourId))
          .leftJoin(treks, eq(treks.id, reviews.trekId))
          .where(approvedPublicReview),
      ),
    })
    .from(sql`(select 1) as one`);
  return {
    tours: row?.tours ?? 0,
    treks: row?.treks ?? 0,
    destinations: row?.destinations ?? 0,
    customers: row?.customers ?? 0,
    reviews: row?.reviews ?? 0,
  };
}
