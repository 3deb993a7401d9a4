import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TourCategory } from '@trails/contracts';
import type { Executor } from '../../db/client.ts';
import { destinations, tours } from '../../db/schema/index.ts';
import { destinationRefColumns, idOrSlugCondition, inPageOrder } from '../catalogue/catalogue.repo.ts';

const summaryColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  category: tours.category,
  price: tours.price,
  original_price: tours.originalPrice,
  duration_days: tours.durationDays,
  duration_nights: tours.durationNights,
  short_description: tours.shortDescription,
  image: tours.image,
  is_featured: tours.isFeatured,
  max_group_size: tours.maxGroupSize,
  created_at: tours.createdAt,
};

/** Tour summaries of the given ids, in that order, with ratings. */
export async function tourSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, destination: destinationRefColumns })
    .from(tours)
    .innerJoin(destinations, eq(destinations.id, tours.destinationId))
    .where(inArray(tours.id, ids));
  return inPageOrder(db, 'tour', ids, rows);
}

/** An active tour by id or slug, with its destination; null when there is none. */
export async function findPublicTour(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: tours.description,
      images: tours.images,
      highlights: tours.highlights,
      inclusions: tours.inclusions,
      meta_title: tours.metaTitle,
      meta_description: tours.metaDescription,
      destination: {
        ...destinationRefColumns,
        city: destinations.city,
        best_time_to_visit: destinations.bestTimeToVisit,
      },
    })
    .from(tours)
    .innerJoin(destinations, eq(destinations.id, tours.destinationId))
    .where(and(idOrSlugCondition(tours, idOrSlug), eq(tours.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Active tours per category. */
export function categoryCounts(db: Executor): Promise<{ category: TourCategory; count: number }[]> {
  return db
    .select({ category: tours.category, count: count() })
    .from(tours)
    .where(eq(tours.isActive, true))
    .groupBy(tours.category)
    .orderBy(asc(tours.category));
}
