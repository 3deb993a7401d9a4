import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminBookingSort, AdminBookingsExportQuery } from '@trails/contracts/admin-bookings';
import type { BookingStatus, PaymentStatus } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import {
  activityLogs,
  bookingPayments,
  bookingStatusTotals,
  bookings,
  coupons,
  tours,
  treks,
  users,
} from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';
import { bookedDestinationName, tourDestination, trekDestination } from './bookings.repo.ts';

const account = alias(users, 'account');
const assignee = alias(users, 'assignee');

/** Payments minus refunds of a booking, in the same statement as the booking. */
/** A row that counts: everything but an online refund the provider reported as failed. */
const countedPayment = sql`${bookingPayments.providerStatus} is distinct from 'failed'`;

const amountPaid = sql<string>`coalesce((select sum(case when ${bookingPayments.kind} = 'payment' then ${bookingPayments.amount} else -${bookingPayments.amount} end) from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookings.id} and ${countedPayment}), 0)`;

const adminColumns = {
  booking: bookings,
  couponCode: coupons.code,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  trekTitle: treks.title,
  trekSlug: treks.slug,
  destinationName: bookedDestinationName,
  accountName: account.name,
  accountEmail: account.email,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
  amountPaid,
};

/**
 * The bookings to show, found on the bookings table alone (its own indexes: the order's, the
 * filters', the search's), before any join: the joins below then run for these rows only. With
 * nine relations PostgreSQL keeps the joins in the order they are written, so a filter applied
 * after them would join every booking first.
 */
function pageOf(db: Executor, where: SQL | undefined, order: readonly SQL[], limit: number, offset = 0) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}

type PageIds =
  | ReturnType<typeof pageOf>
  | ReturnType<typeof searchPageOf>
  | ReturnType<typeof walkedSearchPageOf>
  | ReturnType<typeof cappedSearchPageOf>;

/**
 * The page's bookings with their relations; `matchesTotal` is a capped search's count of its
 * matches (`cappedSearchPageOf`), read in the same statement, and null for any other page.
 */
function withRelations(db: Executor, page: PageIds, matchesTotal?: SQL.Aliased<number>) {
  return db
    .select({ ...adminColumns, matchesTotal: matchesTotal ?? sql<number | null>`null` })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(account, eq(account.id, bookings.userId))
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(tourDestination, eq(tourDestination.id, tours.destinationId))
    .leftJoin(trekDestination, eq(trekDestination.id, treks.destinationId))
    .leftJoin(assignee, eq(assignee.id, bookings.assignedTo));
}

export type AdminBookingView = Awaited<ReturnType<typeof findAdminBooking>> & {};

/** A whole booking reference as the confirmation and invoice print it (HT-2026-000101). */
const WHOLE_REFERENCE = /^HT-\d{4}-\d+$/i;
/** A whole email address (something@somewhere.tld, no spaces). */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The search box. A whole reference or a whole email address is looked up exactly (the unique
 * reference index; the contact email's and the account email's lower-case indexes), so the answer
 * does not depend on how many bookings share the text's trigrams ("HT-2026-", "@example.com").
 * Any other text is a substring of the reference, contact name and email or of the account's name
 * and email (`substringPattern`): two lookups, each by its trigram index (the same expressions as
 * bookings_search_trgm_idx and users_search_trgm_idx), joined by id, since an OR across the two
 * tables would read every booking.
 * The account's name and email are read here although the auth module owns the users table: the
 * list is one statement per request, and asking the users port for the matching ids first would be
 * a second query (and an unbounded id list) on every search.
 */
function searchCondition(search: string): SQL {
  const text = search.trim();
  if (WHOLE_REFERENCE.test(text)) return eq(bookings.reference, text.toUpperCase());
  if (WHOLE_EMAIL.test(text)) {
    const email = text.toLowerCase();
    return sql`${bookings.id} in (
        select b.id from bookings b where lower(b.contact_email) = ${email}
        union
        select b.id from users u join bookings b on b.user_id = u.id where lower(u.email) = ${email})`;
  }
  const pattern = likePattern(search);
  return sql`${bookings.id} in (
      select ${bookings.id} from ${bookings} where ${textMatches(pattern)}
      union
      select ${bookings.id} from ${bookings} where ${accountMatches(pattern)})`;
}

/** The LIKE pattern of a search that is not a whole reference or email (matched as a substring). */
function substringPattern(search: string | undefined): string | null {
  const text = search?.trim();
  if (!search || !text || WHOLE_REFERENCE.test(text) || WHOLE_EMAIL.test(text)) return null;
  return likePattern(search);
}

/** The booking's own reference, contact name and email: the expression of bookings_search_trgm_idx. */
const searchedText = sql`(${bookings.reference} || ' ' || ${bookings.contactName} || ' ' || ${bookings.contactEmail})`;

/** The booking's own reference, contact name and email (bookings_search_trgm_idx), or `text` read already. */
const textMatches = (pattern: string, text: SQL | SQL.Aliased = searchedText) => sql`${text} ilike ${pattern}`;

/**
 * The booking's account's name or email (users_search_trgm_idx): the matching accounts' ids as an
 * array first, then their bookings by bookings_user_idx. Written as a join, the planner read the
 * accounts in parallel without their index (it expected the join's cost to dominate): 55-90 ms
 * instead of 1-3 ms for a common name among 100,000 accounts.
 */
const matchingAccounts = (pattern: string) =>
  sql`array(select u.id from users u where (u.name || ' ' || u.email) ilike ${pattern})`;
const accountMatches = (pattern: string, userId: AnyColumn | SQL.Aliased = bookings.userId) =>
  sql`${userId} = any(${matchingAccounts(pattern)})`;

/** Every filter but the search. */
function filterConditions(query: AdminBookingsExportQuery): SQL | undefined {
  return and(
    query.status ? eq(bookings.status, query.status) : undefined,
    query.payment_status ? eq(bookings.paymentStatus, query.payment_status) : undefined,
    query.tour_id !== undefined ? eq(bookings.tourId, query.tour_id) : undefined,
    query.trek_id !== undefined ? eq(bookings.trekId, query.trek_id) : undefined,
    query.departure_id !== undefined ? eq(bookings.departureId, query.departure_id) : undefined,
    query.travel_from ? gte(bookings.travelDate, query.travel_from) : undefined,
    query.travel_to ? lte(bookings.travelDate, query.travel_to) : undefined,
  );
}

function conditions(db: Executor, query: AdminBookingsExportQuery): SQL | undefined {
  return and(filterConditions(query), query.search ? searchCondition(query.search) : undefined);
}

/**
 * The bookings a substring search matches, with the filters, as the union of its two lookups, each
 * row with its sort column, status and amount: the page is ordered and cut, the total counted and
 * the summary cards added up from these rows alone. Written as `id in (…)` on the bookings table,
 * PostgreSQL joined every booking to the matches (a hash join after reading the whole table).
 */
function substringMatches(db: Executor, query: AdminBookingsExportQuery, pattern: string) {
  const fields = {
    id: bookings.id,
    sortKey: sql`${SORT_COLUMNS[query.sort]}`.as('sort_key'),
    status: bookings.status,
    totalAmount: bookings.totalAmount,
  };
  const filters = filterConditions(query);
  return db
    .select(fields)
    .from(bookings)
    .where(and(filters, textMatches(pattern)))
    .union(
      db
        .select(fields)
        .from(bookings)
        .where(and(filters, accountMatches(pattern))),
    );
}

/** A substring search's page: the matches' ids in the asked order (ties by id), cut to the page. */
function searchPageOf(db: Executor, query: AdminBookingsExportQuery, pattern: string, limit: number, offset: number) {
  const matches = substringMatches(db, query, pattern).as('matches');
  const by = query.direction === 'asc' ? asc : desc;
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(by(matches.sortKey), by(matches.id))
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * A broad substring search's page: the first SEARCH_WALK_ROWS bookings of the filters in the asked
 * order (by the order's index), those that match, cut to the page. The walk stops as soon as the
 * page is full. A full page is the right one: the rows read are the start of the whole order, so
 * their matches are the first matches. A page left short means the walk ran out first (or the
 * matches did), and the caller orders all the matches instead.
 */
function walkedSearchPageOf(
  db: Executor,
  query: AdminBookingsExportQuery,
  pattern: string,
  limit: number,
  offset: number,
) {
  const walked = db
    .select({
      id: bookings.id,
      sortKey: sql`${SORT_COLUMNS[query.sort]}`.as('sort_key'),
      text: sql<string>`${searchedText}`.as('searched_text'),
      userId: bookings.userId,
    })
    .from(bookings)
    .where(filterConditions(query))
    .orderBy(...ordering(query))
    .limit(SEARCH_WALK_ROWS)
    .as('walked');
  const by = query.direction === 'asc' ? asc : desc;
  return db
    .select({ id: walked.id })
    .from(walked)
    .where(or(textMatches(pattern, walked.text), accountMatches(pattern, walked.userId)))
    .orderBy(by(walked.sortKey), by(walked.id))
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** True when the filter is only a status and a payment status: the kept totals answer its counts. */
const countedByTotals = (query: AdminBookingsExportQuery) =>
  !query.search &&
  query.tour_id === undefined &&
  query.trek_id === undefined &&
  query.departure_id === undefined &&
  !query.travel_from &&
  !query.travel_to;

/** The kept totals (booking_status_totals) of a status and payment status filter, by status. */
function keptTotals(db: Executor, query: AdminBookingsExportQuery) {
  return db
    .select({
      status: bookingStatusTotals.status,
      bookings: sql<number>`sum(${bookingStatusTotals.bookings})`.mapWith(Number),
      amount: sql<number>`sum(${bookingStatusTotals.amount})`.mapWith(Number),
    })
    .from(bookingStatusTotals)
    .where(
      and(
        query.status ? eq(bookingStatusTotals.status, query.status) : undefined,
        query.payment_status ? eq(bookingStatusTotals.paymentStatus, query.payment_status) : undefined,
      ),
    )
    .groupBy(bookingStatusTotals.status);
}

/** The whitelist from a contract sort name to its column (each has an index). */
const SORT_COLUMNS: Record<AdminBookingSort, AnyColumn> = {
  created_at: bookings.createdAt,
  contact_name: bookings.contactName,
  travel_date: bookings.travelDate,
  passengers: bookings.passengers,
  total_amount: bookings.totalAmount,
  status: bookings.status,
};

/** The asked order (newest first by default), ties by id in the same direction. */
function ordering(query: Pick<AdminBookingsExportQuery, 'sort' | 'direction'>): readonly SQL[] {
  const by = query.direction === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[query.sort]), by(bookings.id)];
}

const NEWEST_FIRST: readonly SQL[] = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * The most bookings a search counts: past it the total is "more than BOOKING_SEARCH_COUNT_CAP" (a
 * search as broad as a common name matches thousands, and counting them all would grow with the
 * bookings), as the activity log's; pages stop there and the filters narrow it. Filters without a
 * search still count exactly (the kept totals or the filter's index).
 */
export const BOOKING_SEARCH_COUNT_CAP = 1_000;

/**
 * How many bookings, in the list's order, a broad search's page reads before it gives up and
 * orders all of the matches instead (`walkedSearchPageOf`).
 */
export const SEARCH_WALK_ROWS = 20_000;

/** The total of a filter without a substring search: the kept totals, a capped count, or a count. */
function countMatching(db: Executor, query: AdminBookingsExportQuery, where: SQL | undefined): Promise<number> {
  if (countedByTotals(query)) {
    return keptTotals(db, query).then((byStatus) => byStatus.reduce((sum, row) => sum + row.bookings, 0));
  }
  const counting = query.search
    ? db.select({ n: count() }).from(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(where)
          .limit(BOOKING_SEARCH_COUNT_CAP + 1)
          .as('capped'),
      )
    : db.select({ n: count() }).from(bookings).where(where);
  return counting.then(([counted]) => counted?.n ?? 0);
}

/**
 * A substring search's matches, read once by the trigram indexes and no further than one past the
 * cap, and the asked page of them with how many there are (`matches_total`, the same on each row).
 * Its two lookups are one condition on the bookings table, which PostgreSQL answers by combining
 * both indexes (a BitmapOr) and stops reading at one past the cap; a union would read and
 * de-duplicate every match first. With the page's relations, one statement: each index is
 * searched once. The page is right only when the matches are all there (at most the cap).
 */
function cappedSearchPageOf(
  db: Executor,
  query: AdminBookingsExportQuery,
  pattern: string,
  limit: number,
  offset: number,
) {
  const matches = db.$with('matches').as(
    db
      .select({ id: bookings.id, sortKey: sql`${SORT_COLUMNS[query.sort]}`.as('sort_key') })
      .from(bookings)
      .where(and(filterConditions(query), or(textMatches(pattern), accountMatches(pattern))))
      .limit(BOOKING_SEARCH_COUNT_CAP + 1),
  );
  const by = query.direction === 'asc' ? asc : desc;
  return db
    .with(matches)
    .select({
      id: matches.id,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number).as('matches_total'),
    })
    .from(matches)
    .orderBy(by(matches.sortKey), by(matches.id))
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * One page in the asked order, and the total (with a search, counted no further than one past
 * BOOKING_SEARCH_COUNT_CAP: `pageMeta` with the cap says so).
 *
 * A substring search first reads its matches up to one past the cap, with the page they give and
 * its relations, in one statement (`cappedSearchPageOf`):
 * - at most the cap: they are all there, and so is the page;
 * - more: the bookings are read in the list's order, by its index, until the page is full
 *   (`walkedSearchPageOf`). Among more than a thousand matches the first pages are near the start:
 *   "Customer 77" in a million bookings reads about a thousand rows instead of ordering its 11,000
 *   matches. The walk stops after SEARCH_WALK_ROWS rows (matches this broad but all of them old,
 *   say, or a page far down); the page is then found among all the matches (`searchPageOf`).
 *   Sorted by name it is not tried: the text matches the contact name, so its matches sit together
 *   in that order instead of spread along it; the page is found among all the matches, at the same
 *   time as the capped read.
 */
export async function listAdminBookings(db: Executor, query: AdminBookingsExportQuery, page: number, perPage: number) {
  const where = conditions(db, query);
  const pattern = substringPattern(query.search);
  const offset = (page - 1) * perPage;
  if (!pattern) {
    const [rows, total] = await Promise.all([
      withRelations(db, pageOf(db, where, ordering(query), perPage, offset)).orderBy(...ordering(query)),
      countMatching(db, query, where),
    ]);
    return { rows, total };
  }
  const capped = cappedSearchPageOf(db, query, pattern, perPage, offset);
  const cappedPage = withRelations(db, capped, capped.total).orderBy(...ordering(query));
  const matchesPage = () =>
    withRelations(db, searchPageOf(db, query, pattern, perPage, offset)).orderBy(...ordering(query));
  // Every row carries the total; a page past the last match has none, so it is counted alone.
  const totalOf = async (rows: Awaited<typeof cappedPage>) =>
    rows[0]?.matchesTotal ?? (offset === 0 ? 0 : countMatching(db, query, where));
  if (query.sort === 'contact_name') {
    const [found, all] = await Promise.all([cappedPage, matchesPage()]);
    return { rows: all, total: await totalOf(found) };
  }
  const found = await cappedPage;
  const total = await totalOf(found);
  if (total <= BOOKING_SEARCH_COUNT_CAP) return { rows: found, total };
  const walked = await withRelations(db, walkedSearchPageOf(db, query, pattern, perPage, offset)).orderBy(
    ...ordering(query),
  );
  return { rows: walked.length === perPage ? walked : await matchesPage(), total };
}

/** Every booking of the filter, in the list's order, up to `limit` rows (the CSV export). */
export function exportAdminBookings(db: Executor, query: AdminBookingsExportQuery, limit: number) {
  return withRelations(db, pageOf(db, conditions(db, query), ordering(query), limit)).orderBy(...ordering(query));
}

/** The selected bookings (the list's newest-first order), for the CSV of a selection. */
export function exportSelectedBookings(db: Executor, ids: readonly number[]) {
  return withRelations(db, pageOf(db, inArray(bookings.id, [...ids]), NEWEST_FIRST, ids.length)).orderBy(
    ...NEWEST_FIRST,
  );
}

/** The summary cards of the filter: counts by status and the revenue of bookings not cancelled. */
export async function summariseBookings(db: Executor, query: AdminBookingsExportQuery) {
  if (countedByTotals(query)) {
    const byStatus = await keptTotals(db, query);
    const of = (status: string) => byStatus.find((row) => row.status === status);
    return {
      total: byStatus.reduce((sum, row) => sum + row.bookings, 0),
      confirmed: of('confirmed')?.bookings ?? 0,
      pending: of('pending')?.bookings ?? 0,
      cancelled: of('cancelled')?.bookings ?? 0,
      revenue: byStatus.reduce((sum, row) => (row.status === 'cancelled' ? sum : sum + row.amount), 0),
    };
  }
  // A substring search adds up its own two lookups' rows (as the list's page does), not every
  // booking joined to its matches.
  const pattern = substringPattern(query.search);
  const matches = pattern ? substringMatches(db, query, pattern).as('matches') : null;
  const status = matches ? matches.status : bookings.status;
  const amount = matches ? matches.totalAmount : bookings.totalAmount;
  const figures = {
    total: count(),
    confirmed: sql<number>`count(*) filter (where ${status} = 'confirmed')`.mapWith(Number),
    pending: sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number),
    cancelled: sql<number>`count(*) filter (where ${status} = 'cancelled')`.mapWith(Number),
    revenue: sql<number>`coalesce(sum(${amount}) filter (where ${status} <> 'cancelled'), 0)`.mapWith(Number),
  };
  const [row] = matches
    ? await db.select(figures).from(matches)
    : await db.select(figures).from(bookings).where(conditions(db, query));
  return row ?? { total: 0, confirmed: 0, pending: 0, cancelled: 0, revenue: 0 };
}

export async function findAdminBooking(db: Executor, id: number) {
  const [row] = await withRelations(db, pageOf(db, eq(bookings.id, id), NEWEST_FIRST, 1));
  return row ?? null;
}

/** Locks a booking for a status change or a payment. */
export async function lockBooking(tx: Executor, id: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateBooking(tx: Executor, id: number, values: Partial<typeof bookings.$inferInsert>) {
  await tx.update(bookings).set(values).where(eq(bookings.id, id));
}

export function setBookingStatus(tx: Executor, id: number, status: BookingStatus, holdExpiresAt?: Date | null) {
  return updateBooking(tx, id, {
    status,
    ...(holdExpiresAt === undefined ? {} : { holdExpiresAt }),
    ...(status === 'cancelled' ? {} : { cancelReason: null, cancelledAt: null }),
  });
}

export function setPaymentStatus(tx: Executor, id: number, paymentStatus: PaymentStatus) {
  return updateBooking(tx, id, { paymentStatus });
}

/** Payments and refunds received so far (call with the booking locked). */
export async function paymentTotals(tx: Executor, bookingId: number) {
  const [row] = await tx
    .select({
      paid: sum(sql`case when ${bookingPayments.kind} = 'payment' then ${bookingPayments.amount} else 0 end`).mapWith(
        Number,
      ),
      refunded: sum(
        sql`case when ${bookingPayments.kind} = 'refund' then ${bookingPayments.amount} else 0 end`,
      ).mapWith(Number),
    })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), countedPayment));
  return { paid: row?.paid ?? 0, refunded: row?.refunded ?? 0 };
}

export async function insertPayment(tx: Executor, values: typeof bookingPayments.$inferInsert) {
  const [row] = await tx.insert(bookingPayments).values(values).returning({ id: bookingPayments.id });
  return row!.id;
}

/** An online payment or refund row's provider fields as the provider reports them (payments module). */
export function updatePaymentRow(tx: Executor, id: number, values: Partial<typeof bookingPayments.$inferInsert>) {
  return tx.update(bookingPayments).set(values).where(eq(bookingPayments.id, id));
}

/** Withdraws a reserved refund row the provider refused (payments module). */
export function deletePaymentRow(tx: Executor, id: number) {
  return tx.delete(bookingPayments).where(eq(bookingPayments.id, id));
}

export function paymentsOf(db: Executor, bookingId: number) {
  return db
    .select({ payment: bookingPayments, recorderName: users.name })
    .from(bookingPayments)
    .leftJoin(users, eq(users.id, bookingPayments.recordedBy))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id));
}

/** What staff did to the booking, newest first (bounded). */
export function historyOf(db: Executor, bookingId: number, limit = 100) {
  return db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      description: activityLogs.description,
      userId: activityLogs.userId,
      userName: users.name,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(and(eq(activityLogs.type, 'booking'), eq(activityLogs.subjectId, bookingId)))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
}
