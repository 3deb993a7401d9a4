import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, treks } from '../../db/schema/index.ts';
import { destinationRefColumns, idOrSlugCondition, inPageOrder } from '../catalogue/catalogue.repo.ts';

const summaryColumns = {
  id: treks.id,
  slug: treks.slug,
  title: treks.title,
  difficulty_level: treks.difficultyLevel,
  trek_grade: treks.trekGrade,
  max_altitude_m: treks.maxAltitudeM,
  price: treks.price,
  original_price: treks.originalPrice,
  duration_days: treks.durationDays,
  duration_nights: treks.durationNights,
  best_time: treks.bestTime,
  max_group_size: treks.maxGroupSize,
  short_description: treks.shortDescription,
  image: treks.image,
  is_featured: treks.isFeatured,
  created_at: treks.createdAt,
};

/** Trek summaries of the given ids, in that order, with ratings. */
export async function trekSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, destination: destinationRefColumns })
    .from(treks)
    .innerJoin(destinations, eq(destinations.id, treks.destinationId))
    .where(inArray(treks.id, ids));
  return inPageOrder(db, 'trek', ids, rows);
}

/** An active trek by id or slug, with its destination; null when there is none. */
export async function findPublicTrek(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: treks.description,
      images: treks.images,
      highlights: treks.highlights,
      meta_title: treks.metaTitle,
      meta_description: treks.metaDescription,
      destination: destinationRefColumns,
    })
    .from(treks)
    .innerJoin(destinations, eq(destinations.id, treks.destinationId))
    .where(and(idOrSlugCondition(treks, idOrSlug), eq(treks.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Lowest and highest top altitude of the active treks (0 and 0 when none is known). */
export async function altitudeBounds(db: Executor): Promise<{ altitude_min: number; altitude_max: number }> {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${treks.maxAltitudeM}), 0)::int`,
      max: sql<number>`coalesce(max(${treks.maxAltitudeM}), 0)::int`,
    })
    .from(treks)
    .where(eq(treks.isActive, true));
  return { altitude_min: row?.min ?? 0, altitude_max: row?.max ?? 0 };
}
