import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminMediaQuery } from '@trails/contracts/admin-media';
import type { Executor } from '../../db/client.ts';
import { blogs, destinations, media, tours, treks } from '../../db/schema/index.ts';

export type NewMediaRow = typeof media.$inferInsert;
export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(tx: Executor, values: NewMediaRow): Promise<MediaRow> {
  const [row] = await tx.insert(media).values(values).returning();
  return row!;
}

/** One page of the library, newest first (ties by id), optionally one folder, and the total. */
export async function listMedia(db: Executor, query: AdminMediaQuery) {
  const where = query.folder ? eq(media.folder, query.folder) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The folders in use with their image counts, by name (read from the folder index). */
export async function mediaFolders(db: Executor, limit: number) {
  return db
    .select({ name: media.folder, count: count() })
    .from(media)
    .groupBy(media.folder)
    .orderBy(media.folder)
    .limit(limit);
}

export async function findMedia(db: Executor, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

export async function deleteMedia(tx: Executor, id: number): Promise<MediaRow | null> {
  const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
  return row ?? null;
}

/**
 * The tours, treks, destinations and blog posts showing any of these URLs (cover, gallery or
 * featured image), a bounded number of each.
 */
export async function mediaReferences(db: Executor, urls: string[], limitEach: number) {
  const list = sql`array[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const trip = (table: typeof tours | typeof treks) =>
    db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(or(inArray(table.image, urls), sql`${table.images} ?| ${list}`))
      .orderBy(table.id)
      .limit(limitEach);
  const [tourRows, trekRows, destinationRows, blogRows] = await Promise.all([
    trip(tours),
    trip(treks),
    db
      .select({ id: destinations.id, title: destinations.name })
      .from(destinations)
      .where(inArray(destinations.image, urls))
      .orderBy(destinations.id)
      .limit(limitEach),
    db
      .select({ id: blogs.id, title: blogs.title })
      .from(blogs)
      .where(inArray(blogs.featuredImage, urls))
      .orderBy(blogs.id)
      .limit(limitEach),
  ]);
  return [
    ...tourRows.map((row) => ({ type: 'tour' as const, ...row })),
    ...trekRows.map((row) => ({ type: 'trek' as const, ...row })),
    ...destinationRows.map((row) => ({ type: 'destination' as const, ...row })),
    ...blogRows.map((row) => ({ type: 'blog' as const, ...row })),
  ];
}
