import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@trails/contracts/admin-common';
import type { AdminDestinationSort } from '@trails/contracts/admin-destinations';
import type { Executor } from '../../db/client.ts';
import { likePattern } from '../../lib/sql.ts';
import { destinations, tours, treks } from '../../db/schema/index.ts';

/** Every stored field staff may see, in the contract's names. */
const adminColumns = {
  id: destinations.id,
  name: destinations.name,
  slug: destinations.slug,
  tagline: destinations.tagline,
  short_description: destinations.shortDescription,
  description: destinations.description,
  image: destinations.image,
  images: destinations.images,
  country: destinations.country,
  state: destinations.state,
  city: destinations.city,
  best_time_to_visit: destinations.bestTimeToVisit,
  activities: destinations.activities,
  latitude: destinations.latitude,
  longitude: destinations.longitude,
  is_featured: destinations.isFeatured,
  is_active: destinations.isActive,
  meta_title: destinations.metaTitle,
  meta_description: destinations.metaDescription,
  created_at: destinations.createdAt,
  updated_at: destinations.updatedAt,
  translations: destinations.translations,
};

export type AdminDestinationRow = NonNullable<Awaited<ReturnType<typeof findDestinationById>>>;
export type DestinationValues = Omit<
  typeof destinations.$inferInsert,
  'id' | 'searchVector' | 'createdAt' | 'updatedAt'
>;

export interface AdminDestinationFilters {
  search?: string | undefined;
  is_active?: boolean | undefined;
  is_featured?: boolean | undefined;
}

/** The whitelist from a contract sort name to its column. */
const SORT_COLUMNS = {
  name: destinations.name,
  country: destinations.country,
  is_featured: destinations.isFeatured,
  is_active: destinations.isActive,
  created_at: destinations.createdAt,
} as const satisfies Record<AdminDestinationSort, unknown>;

function conditions(filters: AdminDestinationFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(destinations.name, pattern),
          ilike(destinations.slug, pattern),
          ilike(destinations.city, pattern),
          ilike(destinations.state, pattern),
          ilike(destinations.country, pattern),
        )
      : undefined,
    filters.is_active === undefined ? undefined : eq(destinations.isActive, filters.is_active),
    filters.is_featured === undefined ? undefined : eq(destinations.isFeatured, filters.is_featured),
  );
}

/** One page of destinations, active or not, in the requested order (ties by id), and the total. */
export async function listAdminDestinations(
  db: Executor,
  filters: AdminDestinationFilters,
  sort: AdminDestinationSort,
  direction: SortDirection,
  page: number,
  perPage: number,
) {
  const where = conditions(filters);
  const by = direction === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminColumns)
      .from(destinations)
      .where(where)
      .orderBy(by(SORT_COLUMNS[sort]), by(destinations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(destinations).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findDestinationById(db: Executor, id: number) {
  const [row] = await db.select(adminColumns).from(destinations).where(eq(destinations.id, id)).limit(1);
  return row ?? null;
}

/** Whether another destination (not `exceptId`) already has this slug. */
export async function slugInUse(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.slug, slug), exceptId === undefined ? undefined : ne(destinations.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertDestination(db: Executor, values: DestinationValues) {
  const [row] = await db.insert(destinations).values(values).returning(adminColumns);
  return row!;
}

export async function updateDestination(db: Executor, id: number, values: DestinationValues) {
  const [row] = await db.update(destinations).set(values).where(eq(destinations.id, id)).returning(adminColumns);
  return row ?? null;
}

export async function deleteDestination(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(destinations).where(eq(destinations.id, id)).returning({ id: destinations.id });
  return rows.length > 0;
}

/** Tours and treks (any state) that belong to the destination; their bookings hang on them. */
export async function destinationDependants(db: Executor, id: number): Promise<number> {
  const [[tourCount], [trekCount]] = await Promise.all([
    db.select({ n: count() }).from(tours).where(eq(tours.destinationId, id)),
    db.select({ n: count() }).from(treks).where(eq(treks.destinationId, id)),
  ]);
  return (tourCount?.n ?? 0) + (trekCount?.n ?? 0);
}
