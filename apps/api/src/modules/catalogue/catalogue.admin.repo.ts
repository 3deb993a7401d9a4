import { and, asc, count, desc, eq, ilike, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AdminToursQuery, AdminTreksQuery, AdminTripSort } from '@trails/contracts/admin-catalogue';
import type { Executor } from '../../db/client.ts';
import { likePattern, pageWithTotal, totalOf } from '../../lib/sql.ts';
import { bookings, destinations, itineraryDays, tours, treks } from '../../db/schema/index.ts';
import type { ItemKind } from './catalogue.repo.ts';

/**
 * Staff queries over tours and treks, one implementation for both kinds: every row, active or
 * not, in the contract's names. The kind only decides the table and the few columns it alone has.
 */

const TABLES = { tour: tours, trek: treks } as const;
/** The table of a kind, typed by the columns both tables have, so one query serves both. */
const tableOf = (kind: ItemKind) => TABLES[kind] as unknown as typeof tours;

function sharedColumns(table: typeof tours | typeof treks) {
  return {
    id: table.id,
    title: table.title,
    slug: table.slug,
    destination_id: table.destinationId,
    destination: { id: destinations.id, name: destinations.name },
    price: table.price,
    original_price: table.originalPrice,
    duration_days: table.durationDays,
    duration_nights: table.durationNights,
    short_description: table.shortDescription,
    description: table.description,
    image: table.image,
    images: table.images,
    highlights: table.highlights,
    max_group_size: table.maxGroupSize,
    is_active: table.isActive,
    is_featured: table.isFeatured,
    meta_title: table.metaTitle,
    meta_description: table.metaDescription,
    meeting_point: table.meetingPoint,
    packing_list: table.packingList,
    leader_name: table.leaderName,
    leader_phone: table.leaderPhone,
    rating: table.rating,
    review_count: table.reviewCount,
    booking_count: table.bookingCount,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
    translations: table.translations,
    /** Whether it has an itinerary (to tell a translation's completeness without reading the days). */
    has_itinerary: sql<boolean>`exists (select 1 from ${itineraryDays} where ${
      table === tours ? itineraryDays.tourId : itineraryDays.trekId
    } = ${table.id})`,
  };
}

const COLUMNS = {
  tour: {
    ...sharedColumns(tours),
    category: tours.category,
    inclusions: tours.inclusions,
    requires_traveller_details: tours.requiresTravellerDetails,
  },
  trek: {
    ...sharedColumns(treks),
    difficulty_level: treks.difficultyLevel,
    trek_grade: treks.trekGrade,
    max_altitude_m: treks.maxAltitudeM,
    best_time: treks.bestTime,
    requires_traveller_details: treks.requiresTravellerDetails,
    permit_note: treks.permitNote,
  },
};

/** A row of each kind as selected (dates still dates). */
export type AdminTripRows = {
  tour: SelectResultFields<typeof COLUMNS.tour>;
  trek: SelectResultFields<typeof COLUMNS.trek>;
};

/** The row to write, in the schema's names. */
export type TripValues = {
  tour: Omit<typeof tours.$inferInsert, 'id' | 'searchVector' | 'createdAt' | 'updatedAt'>;
  trek: Omit<typeof treks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
};

export interface DayValues {
  title: string;
  description: string | null;
  altitude_m: number | null;
  distance_km: number | null;
}

/** The whitelist from a contract sort name to its column. */
function sortColumn(kind: ItemKind, sort: AdminTripSort) {
  const table = tableOf(kind);
  const columns = {
    title: table.title,
    price: table.price,
    duration_days: table.durationDays,
    is_featured: table.isFeatured,
    is_active: table.isActive,
    created_at: table.createdAt,
  } as const satisfies Record<AdminTripSort, unknown>;
  return columns[sort];
}

type Query = { tour: AdminToursQuery; trek: AdminTreksQuery };

function conditions<K extends ItemKind>(kind: K, query: Query[K]): SQL | undefined {
  const table = tableOf(kind);
  const pattern = query.search ? likePattern(query.search) : undefined;
  const own =
    kind === 'tour'
      ? [(query as AdminToursQuery).category ? eq(tours.category, (query as AdminToursQuery).category!) : undefined]
      : [
          (query as AdminTreksQuery).difficulty
            ? eq(treks.difficultyLevel, (query as AdminTreksQuery).difficulty!)
            : undefined,
        ];
  return and(
    pattern ? or(ilike(table.title, pattern), ilike(table.slug, pattern)) : undefined,
    query.is_active === undefined ? undefined : eq(table.isActive, query.is_active),
    query.is_featured === undefined ? undefined : eq(table.isFeatured, query.is_featured),
    query.destination_id === undefined ? undefined : eq(table.destinationId, query.destination_id),
    ...own,
  );
}

/** One page of tours or treks, any state, in the requested order (ties by id), and the total: one statement. */
export async function listAdminTrips<K extends ItemKind>(db: Executor, kind: K, query: Query[K]) {
  const table = tableOf(kind);
  const where = conditions(kind, query);
  const by = query.direction === 'asc' ? asc : desc;
  const { page, per_page: perPage } = query;
  const matching = db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select({ ...(COLUMNS[kind] as typeof COLUMNS.tour), total: totalOf(matching) })
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(where)
    .orderBy(by(sortColumn(kind, query.sort)), by(table.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const paged = await pageWithTotal(rows, page, () => matching);
  return { rows: paged.rows as unknown as AdminTripRows[K][], total: paged.total };
}

export async function findAdminTrip<K extends ItemKind>(
  db: Executor,
  kind: K,
  id: number,
): Promise<AdminTripRows[K] | null> {
  const table = tableOf(kind);
  const [row] = await db
    .select(COLUMNS[kind] as typeof COLUMNS.tour)
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(eq(table.id, id))
    .limit(1);
  return (row as AdminTripRows[K] | undefined) ?? null;
}

/** Whether another tour (or trek, `exceptId` aside) already has this slug. */
export async function tripSlugInUse(db: Executor, kind: ItemKind, slug: string, exceptId?: number): Promise<boolean> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** Slugs of this kind that start with `prefix` (to find a free one for a copy). */
export async function slugsStartingWith(db: Executor, kind: ItemKind, prefix: string): Promise<Set<string>> {
  const table = tableOf(kind);
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(like(table.slug, `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  return new Set(rows.map((row) => row.slug));
}

export async function destinationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, id)).limit(1);
  return Boolean(row);
}

export async function insertTrip<K extends ItemKind>(db: Executor, kind: K, values: TripValues[K]): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db
    .insert(table)
    .values(values as TripValues['tour'])
    .returning({ id: table.id });
  return row!.id;
}

export async function updateTrip<K extends ItemKind>(
  db: Executor,
  kind: K,
  id: number,
  values: Partial<TripValues[K]>,
): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set(values as Partial<TripValues['tour']>)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function deleteTrip(db: Executor, kind: ItemKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

const DAY_OWNER = { tour: itineraryDays.tourId, trek: itineraryDays.trekId } as const;

/** The plan replaced by the given days, numbered from 1 in their order. */
export async function replaceItinerary(db: Executor, kind: ItemKind, id: number, days: DayValues[]): Promise<void> {
  await db.delete(itineraryDays).where(eq(DAY_OWNER[kind], id));
  if (days.length === 0) return;
  await db.insert(itineraryDays).values(
    days.map((day, index) => ({
      [kind === 'tour' ? 'tourId' : 'trekId']: id,
      dayNumber: index + 1,
      title: day.title,
      description: day.description,
      altitudeM: day.altitude_m,
      distanceKm: day.distance_km,
    })),
  );
}

/** Bookings (any status) of a tour or trek: they keep it from being deleted. */
export async function tripBookingCount(db: Executor, kind: ItemKind, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(kind === 'tour' ? bookings.tourId : bookings.trekId, id));
  return row?.n ?? 0;
}

/** Every tour or trek (at most `max`), oldest first, for the CSV export: one statement. */
export async function allAdminTrips<K extends ItemKind>(
  db: Executor,
  kind: K,
  max: number,
): Promise<AdminTripRows[K][]> {
  const table = tableOf(kind);
  const rows = await db
    .select(COLUMNS[kind] as typeof COLUMNS.tour)
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .orderBy(asc(table.id))
    .limit(max);
  return rows as unknown as AdminTripRows[K][];
}

/** The itineraries of many tours or treks: one statement, by owner and day. */
export async function itinerariesOf(db: Executor, kind: ItemKind, ids: number[]): Promise<Map<number, DayValues[]>> {
  const byOwner = new Map<number, DayValues[]>();
  if (ids.length === 0) return byOwner;
  const owner = DAY_OWNER[kind];
  const rows = await db
    .select({
      owner,
      title: itineraryDays.title,
      description: itineraryDays.description,
      altitude_m: itineraryDays.altitudeM,
      distance_km: itineraryDays.distanceKm,
    })
    .from(itineraryDays)
    .where(inArray(owner, ids))
    .orderBy(asc(owner), asc(itineraryDays.dayNumber));
  for (const { owner: id, ...day } of rows) {
    if (id === null) continue;
    byOwner.set(id, [...(byOwner.get(id) ?? []), day]);
  }
  return byOwner;
}
