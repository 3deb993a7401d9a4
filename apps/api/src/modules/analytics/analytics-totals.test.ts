import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingPayments, bookings } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

// The analytics reports add up tables kept by triggers in each change's transaction; these check
// that they always equal an aggregation of the rows themselves, through every kind of change, and
// that the reports answer what a direct aggregation would.

let ctx: TestContext;
let staffToken: string;
let f: ReturnType<typeof catalogueFixtures>;
let tourId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  f = catalogueFixtures(ctx.db);
  const place = await f.destination({ name: 'Kept Valley' });
  tourId = (await f.tour(place.id, { title: 'Kept Tour' })).id;
});

afterAll(async () => {
  await ctx.close();
});

const RANGE = 'from=2003-01-01&to=2003-12-31';

const report = async (url: string) => {
  const response = await ctx.app.inject({
    url: `/api/admin/analytics/${url}`,
    headers: bearer(staffToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** booking_payment_daily_totals equals the payments that count, grouped by day, method and kind. */
async function expectPaymentTotalsKept() {
  const shape = (rows: Record<string, unknown>[]) =>
    rows.map((row) => ({
      day: String(row.day),
      method: row.method,
      kind: row.kind,
      payments: Number(row.payments),
      amount: Number(row.amount),
    }));
  const kept = shape(
    await rowsOf(sql`
      select day::text as day, method, kind, sum(payments) as payments, sum(amount) as amount
        from booking_payment_daily_totals group by 1, 2, 3 having sum(payments) <> 0 order by 1, 2, 3`),
  );
  const recounted = shape(
    await rowsOf(sql`
      select paid_on::text as day, method, kind, count(*) as payments, sum(amount) as amount
        from booking_payments where provider_status is distinct from 'failed'
       group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(kept).toEqual(recounted);

  // …and the revenue report's payments by method are those of a direct aggregation.
  const direct = (
    await rowsOf(sql`
      select method, (count(*) filter (where kind = 'payment'))::int as payments,
             coalesce(sum(amount) filter (where kind = 'payment'), 0)::float8 as received,
             coalesce(sum(amount) filter (where kind = 'refund'), 0)::float8 as refunded
        from booking_payments
       where paid_on >= '2003-01-01' and paid_on < '2004-01-01' and provider_status is distinct from 'failed'
       group by method order by method`)
  ).map((row) => ({
    method: row.method,
    payments: Number(row.payments),
    received: Number(row.received),
    refunded: Number(row.refunded),
  }));
  expect((await report(`revenue-stats?${RANGE}`)).by_payment_method).toEqual(direct);
}

describe('kept totals of the analytics reports', () => {
  it('payments by day, method and kind equal the payments after inserts, updates and deletes', async () => {
    const user = await ctx.createUser();
    const first = await f.booking(user.id, { tourId }, { createdAt: new Date('2003-02-01T10:00:00Z') });
    const second = await f.booking(user.id, { tourId }, { createdAt: new Date('2003-03-01T10:00:00Z') });
    await expectPaymentTotalsKept();

    const inserted = await ctx.db
      .insert(bookingPayments)
      .values([
        { bookingId: first.id, kind: 'payment', amount: 1000, method: 'upi', paidOn: '2003-02-02' },
        { bookingId: first.id, kind: 'payment', amount: 500.5, method: 'upi', paidOn: '2003-02-02' },
        { bookingId: first.id, kind: 'refund', amount: 200, method: 'cash', paidOn: '2003-02-10' },
        { bookingId: second.id, kind: 'payment', amount: 2000, method: 'card', paidOn: '2003-03-02' },
        {
          bookingId: second.id,
          kind: 'refund',
          amount: 300,
          method: 'online',
          paidOn: '2003-03-05',
          provider: 'razorpay',
          providerRefundId: 'rfnd_kept_1',
          providerStatus: 'requested',
        },
        // Outside the report's range, kept all the same.
        { bookingId: second.id, kind: 'payment', amount: 50, method: 'cash', paidOn: '2004-01-01' },
      ])
      .returning({ id: bookingPayments.id });
    const [upi, , cash, card, online] = inserted.map((row) => row.id) as [number, number, number, number, number];
    await expectPaymentTotalsKept();

    // An amount, a method, a day and a kind changed.
    await ctx.db.update(bookingPayments).set({ amount: 1200 }).where(eq(bookingPayments.id, upi));
    await ctx.db.update(bookingPayments).set({ method: 'bank_transfer' }).where(eq(bookingPayments.id, card));
    await ctx.db.update(bookingPayments).set({ paidOn: '2003-02-11' }).where(eq(bookingPayments.id, cash));
    await ctx.db.update(bookingPayments).set({ note: 'Receipt sent' }).where(eq(bookingPayments.id, upi));
    await expectPaymentTotalsKept();

    // The provider reports the online refund failed (it no longer counts), then processed after all.
    await ctx.db.update(bookingPayments).set({ providerStatus: 'failed' }).where(eq(bookingPayments.id, online));
    await expectPaymentTotalsKept();
    await ctx.db.update(bookingPayments).set({ providerStatus: 'processed' }).where(eq(bookingPayments.id, online));
    await expectPaymentTotalsKept();

    // A rolled-back change leaves nothing behind; a payment deleted, then a booking with its payments.
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(bookingPayments).set({ amount: 9999 }).where(eq(bookingPayments.bookingId, first.id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await ctx.db.delete(bookingPayments).where(eq(bookingPayments.id, cash));
    await expectPaymentTotalsKept();
    await ctx.db.delete(bookings).where(eq(bookings.id, second.id));
    await expectPaymentTotalsKept();
  });
});
