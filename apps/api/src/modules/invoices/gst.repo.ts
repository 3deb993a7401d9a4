import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { GstSeries } from '@trails/contracts/gst';
import type { Executor } from '../../db/client.ts';
import { bookingInvoices, bookingPayments, bookings, creditNotes, gstCounters } from '../../db/schema/index.ts';

export type BookingInvoiceRow = typeof bookingInvoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The next number of a series in a financial year. The upsert takes the counter row's lock, which
 * the calling transaction holds until it commits: a concurrent issuer waits and then reads the
 * committed number, and a rolled back issue gives its number back. Numbers therefore run without gaps.
 */
export async function nextDocumentNumber(tx: Executor, series: GstSeries, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(gstCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [gstCounters.series, gstCounters.financialYear],
      set: { lastNumber: sql`${gstCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: gstCounters.lastNumber });
  return row!.lastNumber;
}

/** The booking's id, billing state and statuses, its row locked: one issuer per booking at a time. */
export async function lockBookingForDocuments(tx: Executor, bookingId: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      billingState: bookings.billingState,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row ?? null;
}

export async function findInvoiceOfBooking(db: Executor, bookingId: number): Promise<BookingInvoiceRow | null> {
  const [row] = await db.select().from(bookingInvoices).where(eq(bookingInvoices.bookingId, bookingId)).limit(1);
  return row ?? null;
}

export async function insertInvoice(tx: Executor, values: typeof bookingInvoices.$inferInsert) {
  const [row] = await tx.insert(bookingInvoices).values(values).returning();
  return row!;
}

export async function insertCreditNote(tx: Executor, values: typeof creditNotes.$inferInsert) {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

/**
 * A booking's refunds that stand, oldest first, with their credit notes: a refund recorded by hand,
 * or an online one the provider accepted (it has a refund id) and did not report as failed.
 */
export function refundsWithCreditNotes(db: Executor, bookingId: number) {
  return db
    .select({ payment: bookingPayments, creditNote: creditNotes })
    .from(bookingPayments)
    .leftJoin(creditNotes, eq(creditNotes.paymentId, bookingPayments.id))
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.kind, 'refund'),
        or(
          ne(bookingPayments.method, 'online'),
          and(
            isNotNull(bookingPayments.providerRefundId),
            sql`${bookingPayments.providerStatus} is distinct from 'failed'`,
          ),
        ),
      ),
    )
    .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id))
    .limit(500);
}
