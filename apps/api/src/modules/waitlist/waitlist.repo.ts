import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { departures, tours, treks, users, waitlistEntries } from '../../db/schema/index.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

const LIVE = ['waiting', 'offered'] as const;
const live = inArray(waitlistEntries.status, [...LIVE]);

/**
 * Place in line: live entries of the same departure that joined before (or with) this one, by the
 * queue order (created_at, id). Null for an entry that is no longer live.
 */
const position = sql<number | null>`case when ${waitlistEntries.status} in ('waiting', 'offered') then (
  select count(*) from waitlist_entries ahead
  where ahead.departure_id = ${waitlistEntries.departureId}
    and ahead.status in ('waiting', 'offered')
    and (ahead.created_at, ahead.id) <= (${waitlistEntries.createdAt}, ${waitlistEntries.id})
)::int end`;

/** The trip of a departure, for emails and lists. */
const tripColumns = {
  tripType: sql<'tour' | 'trek'>`case when ${departures.tourId} is not null then 'tour' else 'trek' end`,
  tripId: sql<number>`coalesce(${departures.tourId}, ${departures.trekId})`.mapWith(Number),
  tripTitle: sql<string>`coalesce(${tours.title}, ${treks.title})`,
  tripSlug: sql<string>`coalesce(${tours.slug}, ${treks.slug})`,
  startDate: departures.startDate,
  endDate: departures.endDate,
};

function withDeparture(db: Executor, extra: Record<string, unknown> = {}) {
  return db
    .select({ entry: waitlistEntries, position, ...tripColumns, ...extra })
    .from(waitlistEntries)
    .innerJoin(departures, eq(departures.id, waitlistEntries.departureId))
    .leftJoin(tours, eq(tours.id, departures.tourId))
    .leftJoin(treks, eq(treks.id, departures.trekId));
}

export async function insertEntry(
  tx: Executor,
  values: { departureId: number; userId: number; seats: number; now: Date },
) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({
      departureId: values.departureId,
      userId: values.userId,
      seats: values.seats,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** The traveller's live place on a departure's waitlist, locked until the transaction ends. */
export async function lockLiveEntry(tx: Executor, departureId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.userId, userId), live))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function lockEntry(tx: Executor, departureId: number, id: number) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.departureId, departureId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Waiting entries of a departure in queue order (the caller holds the departure's lock), bounded. */
export function waitingInLine(tx: Executor, departureId: number, limit: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit)
    .for('update');
}

export async function entryRecipient(db: Executor, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row!;
}

export async function tripOfDeparture(db: Executor, departureId: number) {
  const [row] = await db
    .select(tripColumns)
    .from(departures)
    .leftJoin(tours, eq(tours.id, departures.tourId))
    .leftJoin(treks, eq(treks.id, departures.trekId))
    .where(eq(departures.id, departureId))
    .limit(1);
  return row ?? null;
}

export async function markOffered(tx: Executor, id: number, tokenHash: string, now: Date, expiresAt: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offerTokenHash: tokenHash, offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
    .where(eq(waitlistEntries.id, id));
}

export async function markEnded(
  tx: Executor,
  id: number,
  status: 'booked' | 'expired' | 'left',
  now: Date,
  bookingId: number | null = null,
) {
  await tx
    .update(waitlistEntries)
    .set({ status, updatedAt: now, ...(bookingId !== null ? { bookingId } : {}) })
    .where(eq(waitlistEntries.id, id));
}

/** Back in line, at the place it had (the line is ordered by when each joined): the offer is gone. */
export async function markWaitingAgain(tx: Executor, id: number, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'waiting', offerTokenHash: null, offeredAt: null, offerExpiresAt: null, updatedAt: now })
    .where(eq(waitlistEntries.id, id));
}

/** A departure's live offers, locked (the caller holds the departure's lock). */
export function lockOffers(tx: Executor, departureId: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, 'offered')))
    .orderBy(asc(waitlistEntries.id))
    .for('update');
}

/** Departures with an offer past its end, oldest first: the expiry sweep's work list. */
export async function departuresWithDueOffers(db: Executor, now: Date, limit: number) {
  const rows = await db
    .selectDistinct({ departureId: waitlistEntries.departureId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.departureId);
}

/** A departure's offers past their end, locked (the caller holds the departure's lock). */
export function lockDueOffers(tx: Executor, departureId: number, now: Date) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.departureId, departureId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .for('update');
}

/** An offer by its token's hash, with its departure's trip. */
export async function findOfferByHash(db: Executor, tokenHash: string) {
  const [row] = await withDeparture(db).where(eq(waitlistEntries.offerTokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function lockOfferByHash(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.offerTokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findEntryView(db: Executor, id: number) {
  const [row] = await withDeparture(db).where(eq(waitlistEntries.id, id)).limit(1);
  return row ?? null;
}

export type EntryView = NonNullable<Awaited<ReturnType<typeof findEntryView>>>;

/** A traveller's waitlist places, newest first; `liveOnly` keeps the waiting and offered ones. */
export async function pageOfUserEntries(
  db: Executor,
  userId: number,
  liveOnly: boolean,
  page: number,
  perPage: number,
) {
  const where = liveOnly ? and(eq(waitlistEntries.userId, userId), live) : eq(waitlistEntries.userId, userId);
  const [rows, [total]] = await Promise.all([
    withDeparture(db)
      .where(where)
      .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(waitlistEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A departure's line for staff: live entries in queue order, then (with `all`) the ended ones. */
export async function pageOfDepartureEntries(
  db: Executor,
  departureId: number,
  all: boolean,
  page: number,
  perPage: number,
) {
  const where = all
    ? eq(waitlistEntries.departureId, departureId)
    : and(eq(waitlistEntries.departureId, departureId), live);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: waitlistEntries, position, name: users.name, email: users.email })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .where(where)
      .orderBy(
        sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 0 else 1 end`,
        asc(waitlistEntries.createdAt),
        asc(waitlistEntries.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(waitlistEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
