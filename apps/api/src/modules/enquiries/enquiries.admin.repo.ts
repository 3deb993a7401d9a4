import { and, asc, count, desc, eq, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminEnquiriesQuery, AdminEnquirySort } from '@trails/contracts/admin-enquiries';
import type { EnquiryStatus } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  enquiries,
  enquiryResponses,
  enquirySearchText,
  tours,
  treks,
  users,
} from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';

const responder = alias(users, 'responder');

const listColumns = {
  enquiry: enquiries,
  tourTitle: tours.title,
  trekTitle: treks.title,
  responderName: responder.name,
  bookingReference: bookings.reference,
};

function withRelations(db: Executor) {
  return db
    .select(listColumns)
    .from(enquiries)
    .leftJoin(tours, eq(tours.id, enquiries.tourId))
    .leftJoin(treks, eq(treks.id, enquiries.trekId))
    .leftJoin(responder, eq(responder.id, enquiries.respondedBy))
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId));
}

export type AdminEnquiryRow = Awaited<ReturnType<typeof findAdminEnquiry>> & {};

/** The day after a YYYY-MM-DD date, for an inclusive upper bound on a timestamp. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function conditions(query: AdminEnquiriesQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    query.status ? eq(enquiries.status, query.status) : undefined,
    // One expression with its trigram index (enquiries_search_trgm_idx), not an OR no index serves.
    pattern ? ilike(enquirySearchText, pattern) : undefined,
    query.received_from ? gte(enquiries.createdAt, new Date(`${query.received_from}T00:00:00Z`)) : undefined,
    query.received_to ? lt(enquiries.createdAt, dayAfter(query.received_to)) : undefined,
  );
}

/** The whitelist from a contract sort name to its column. */
const SORT_COLUMNS: Record<AdminEnquirySort, AnyColumn> = {
  created_at: enquiries.createdAt,
  name: enquiries.name,
  travel_date: enquiries.travelDate,
  status: enquiries.status,
};

/** One page in the asked order (newest first by default; no travel date last either way; ties by id), and the total. */
export async function listAdminEnquiries(db: Executor, query: AdminEnquiriesQuery) {
  const where = conditions(query);
  const by = query.direction === 'asc' ? asc : desc;
  const order =
    query.sort === 'travel_date'
      ? sql`${enquiries.travelDate} ${sql.raw(query.direction === 'asc' ? 'asc' : 'desc')} nulls last`
      : by(SORT_COLUMNS[query.sort]);
  const [rows, [counted]] = await Promise.all([
    withRelations(db)
      .where(where)
      .orderBy(order, by(enquiries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findAdminEnquiry(db: Executor, id: number) {
  const [row] = await withRelations(db).where(eq(enquiries.id, id)).limit(1);
  return row ?? null;
}

/** The thread of replies, oldest first. */
export function enquiryThread(db: Executor, enquiryId: number) {
  return db
    .select({
      id: enquiryResponses.id,
      message: enquiryResponses.message,
      sentById: enquiryResponses.sentBy,
      sentByName: users.name,
      createdAt: enquiryResponses.createdAt,
    })
    .from(enquiryResponses)
    .leftJoin(users, eq(users.id, enquiryResponses.sentBy))
    .where(eq(enquiryResponses.enquiryId, enquiryId))
    .orderBy(asc(enquiryResponses.createdAt), asc(enquiryResponses.id));
}

/** Locks the enquiry for a reply or a status change. */
export async function lockEnquiry(tx: Executor, id: number) {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function setEnquiryStatus(tx: Executor, id: number, status: EnquiryStatus) {
  await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
}

/** Adds a reply to the thread and keeps the latest on the enquiry itself. */
export async function addEnquiryResponse(tx: Executor, id: number, message: string, staffId: number, now: Date) {
  await tx.insert(enquiryResponses).values({ enquiryId: id, message, sentBy: staffId, createdAt: now });
  await tx
    .update(enquiries)
    .set({ status: 'responded', adminResponse: message, respondedAt: now, respondedBy: staffId })
    .where(eq(enquiries.id, id));
}

export async function deleteEnquiry(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return rows.length > 0;
}

/** Stores what the enquiry was converted into. */
export async function linkEnquiry(tx: Executor, id: number, link: { customPackageId?: number; bookingId?: number }) {
  await tx
    .update(enquiries)
    .set({ ...link, updatedAt: new Date() })
    .where(eq(enquiries.id, id));
}
