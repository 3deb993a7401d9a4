import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPaymentsExportQuery, PaymentProviderName, PaymentPurpose } from '@trails/contracts/payments';
import type { Executor } from '../../db/client.ts';
import { bookingPayments, bookings, paymentAttempts, paymentEvents, paymentReminders } from '../../db/schema/index.ts';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

export async function insertAttempt(
  db: Executor,
  values: {
    bookingId: number;
    provider: PaymentProviderName;
    purpose: PaymentPurpose;
    amount: number;
    currency: string;
    providerOrderId: string;
  },
) {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

/** The attempt of a provider's order or session, locked: its captures are applied one at a time. */
export async function lockAttempt(tx: Executor, provider: PaymentProviderName, orderId: string) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerOrderId, orderId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export function setAttemptStatus(
  tx: Executor,
  id: number,
  status: PaymentAttemptRow['status'],
  failureReason?: string,
) {
  return tx
    .update(paymentAttempts)
    .set({ status, ...(failureReason === undefined ? {} : { failureReason }) })
    .where(eq(paymentAttempts.id, id));
}

export async function lastAttemptOf(db: Executor, bookingId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return row ?? null;
}

/** Stores a verified webhook by its event id; false when it was stored before (a repeat). */
export async function storeEvent(
  tx: Executor,
  values: { provider: PaymentProviderName; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The recorded online payment of a provider's payment id, if any. */
export async function findOnlinePayment(db: Executor, provider: PaymentProviderName, paymentId: string) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.provider, provider),
        eq(bookingPayments.providerPaymentId, paymentId),
        eq(bookingPayments.kind, 'payment'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A booking's online payments matching `more`, latest first (a booking has a handful at most). */
function onlinePaymentsWhere(db: Executor, bookingId: number, more: SQL | undefined, limit: number) {
  return db
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.kind, 'payment'),
        eq(bookingPayments.method, 'online'),
        more,
      ),
    )
    .orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id))
    .limit(limit);
}

/** A booking's online payment by row id, or its latest one. */
export async function onlinePaymentOf(db: Executor, bookingId: number, rowId?: number) {
  const [row] = await onlinePaymentsWhere(
    db,
    bookingId,
    rowId === undefined ? undefined : eq(bookingPayments.id, rowId),
    1,
  );
  return row ?? null;
}

/** A booking's online payments through one provider, latest first. */
export function onlinePaymentsOf(db: Executor, bookingId: number, provider: string) {
  return onlinePaymentsWhere(
    db,
    bookingId,
    and(eq(bookingPayments.provider, provider), isNotNull(bookingPayments.providerPaymentId)),
    50,
  );
}

/** What has been refunded (or asked to be) of one provider payment; failed refunds do not count. */
export async function refundedOf(db: Executor, provider: string, paymentId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)`.mapWith(Number) })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.kind, 'refund'),
        eq(bookingPayments.provider, provider),
        eq(bookingPayments.providerPaymentId, paymentId),
        or(isNull(bookingPayments.providerStatus), ne(bookingPayments.providerStatus, 'failed')),
      ),
    );
  return row?.total ?? 0;
}

export async function findRefund(db: Executor, provider: string, refundId: string) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.provider, provider), eq(bookingPayments.providerRefundId, refundId)))
    .limit(1);
  return row ?? null;
}

/** A refund we asked for whose id the provider has not yet given back (its webhook may come first). */
export async function findUnmatchedRefund(db: Executor, provider: string, paymentId: string, amount: number) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.kind, 'refund'),
        eq(bookingPayments.provider, provider),
        eq(bookingPayments.providerPaymentId, paymentId),
        isNull(bookingPayments.providerRefundId),
        eq(bookingPayments.amount, amount),
      ),
    )
    .orderBy(asc(bookingPayments.id))
    .limit(1);
  return row ?? null;
}

function paymentFilter(query: AdminPaymentsExportQuery): SQL | undefined {
  return and(
    query.provider ? eq(bookingPayments.provider, query.provider) : sql`${bookingPayments.provider} is not null`,
    query.kind ? eq(bookingPayments.kind, query.kind) : undefined,
    query.status ? eq(bookingPayments.providerStatus, query.status) : undefined,
    query.from ? gte(bookingPayments.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lte(bookingPayments.createdAt, new Date(`${query.to}T23:59:59.999Z`)) : undefined,
  );
}

const listColumns = {
  payment: bookingPayments,
  reference: bookings.reference,
  contactName: bookings.contactName,
  currency: bookings.currency,
};

/** Online payments and refunds, newest first, one page and the total. */
export async function listOnlinePayments(db: Executor, query: AdminPaymentsExportQuery, page: number, perPage: number) {
  const where = paymentFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(where)
      .orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(bookingPayments).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type OnlinePaymentListRow = Awaited<ReturnType<typeof listOnlinePayments>>['rows'][number];

/**
 * Bookings whose balance email is due by `latestTravelDate` and not yet written for that kind:
 * confirmed, part paid, travelling after today.
 */
export function bookingsAwaitingBalance(
  db: Executor,
  today: string,
  latestTravelDate: string,
  kind: 'balance_due' | 'balance_reminder',
  limit: number,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'partially_paid'),
        sql`${bookings.travelDate} > ${today}`,
        lte(bookings.travelDate, latestTravelDate),
        sql`not exists (select 1 from ${paymentReminders} where ${paymentReminders.bookingId} = ${bookings.id} and ${paymentReminders.kind} = ${kind})`,
      ),
    )
    .orderBy(asc(bookings.travelDate), asc(bookings.id))
    .limit(limit);
}

/** Claims a balance email for a booking: true only for the one writer that inserted it. */
export async function claimReminder(tx: Executor, bookingId: number, kind: 'balance_due' | 'balance_reminder') {
  const rows = await tx
    .insert(paymentReminders)
    .values({ bookingId, kind })
    .onConflictDoNothing()
    .returning({ bookingId: paymentReminders.bookingId });
  return rows.length > 0;
}

/** A booking's status and payment status, as a return's answer reports them. */
export async function bookingStatusOf(db: Executor, bookingId: number) {
  const [row] = await db
    .select({ status: bookings.status, paymentStatus: bookings.paymentStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
