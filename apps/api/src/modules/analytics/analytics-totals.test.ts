import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingPayments, bookings, reviews } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

// The analytics reports add up tables kept by triggers in each change's transaction; these check
// that they always equal an aggregation of the rows themselves, through every kind of change, and
// that the reports answer what a direct aggregation would.

let ctx: TestContext;
let staffToken: string;
let f: ReturnType<typeof catalogueFixtures>;
let tourId: number;
let otherTourId: number;
let trekId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  f = catalogueFixtures(ctx.db);
  const place = await f.destination({ name: 'Kept Valley' });
  tourId = (await f.tour(place.id, { title: 'Kept Tour' })).id;
  otherTourId = (await f.tour(place.id, { title: 'Other Kept Tour' })).id;
  trekId = (await f.trek(place.id, { title: 'Kept Trek' })).id;
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

/** trip_monthly_totals equals the bookings and approved reviews of each trip, grouped by UTC month. */
async function expectTripTotalsKept() {
  const shape = (rows: Record<string, unknown>[]) =>
    rows.map((row) => ({
      month: String(row.month),
      type: row.type,
      id: Number(row.id),
      bookings: Number(row.bookings),
      cancelled: Number(row.cancelled),
      passengers: Number(row.passengers),
      revenue: Number(row.revenue),
      reviews: Number(row.reviews),
      rating_sum: Number(row.rating_sum),
    }));
  const kept = shape(
    await rowsOf(sql`
      select month::text as month, trip_type as type, trip_id as id, bookings, cancelled, passengers,
             revenue_cents / 100.0 as revenue, reviews, rating_sum
        from trip_monthly_totals
       where bookings <> 0 or cancelled <> 0 or passengers <> 0 or revenue_cents <> 0 or reviews <> 0 or rating_sum <> 0
       order by 1, 2, 3`),
  );
  const recounted = shape(
    await rowsOf(sql`
      select month, type, id, sum(bookings) as bookings, sum(cancelled) as cancelled,
             sum(passengers) as passengers, sum(revenue) as revenue, sum(reviews) as reviews,
             sum(rating_sum) as rating_sum
        from (
          select date_trunc('month', created_at at time zone 'UTC')::date::text as month,
                 case when tour_id is not null then 'tour' else 'trek' end as type, coalesce(tour_id, trek_id) as id,
                 count(*) filter (where status <> 'cancelled') as bookings,
                 count(*) filter (where status = 'cancelled') as cancelled,
                 coalesce(sum(passengers) filter (where status <> 'cancelled'), 0) as passengers,
                 coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0) as revenue,
                 0 as reviews, 0 as rating_sum
            from bookings where tour_id is not null or trek_id is not null group by 1, 2, 3
          union all
          select date_trunc('month', created_at at time zone 'UTC')::date::text,
                 case when tour_id is not null then 'tour' else 'trek' end, coalesce(tour_id, trek_id),
                 0, 0, 0, 0, count(*), sum(rating)
            from reviews where is_approved group by 1, 2, 3
        ) counted
       group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(kept).toEqual(recounted);
}

/**
 * The trip performance report over [from, to] (every trip, by title) equals a direct aggregation of
 * the bookings and reviews in the range, as the report read them before it had the kept totals.
 */
async function expectTripReport(from: string, to: string) {
  const start = `${from}T00:00:00Z`;
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000).toISOString();
  const direct = (
    await rowsOf(sql`
      with b as (
        select case when tour_id is not null then 'tour' else 'trek' end as type, coalesce(tour_id, trek_id) as id,
               count(*) filter (where status <> 'cancelled') as bookings,
               count(*) filter (where status = 'cancelled') as cancelled,
               coalesce(sum(passengers) filter (where status <> 'cancelled'), 0) as passengers,
               coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0) as revenue
          from bookings
         where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
           and (tour_id is not null or trek_id is not null)
         group by 1, 2
      ), r as (
        select case when tour_id is not null then 'tour' else 'trek' end as type, coalesce(tour_id, trek_id) as id,
               avg(rating) as average_rating, count(*) as reviews
          from reviews
         where is_approved and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
         group by 1, 2
      ), t as (select 'tour' as type, id, title from tours union all select 'trek' as type, id, title from treks)
      select t.type, t.id, t.title,
             coalesce(b.bookings, 0)::int as bookings, coalesce(b.cancelled, 0)::int as cancelled,
             coalesce(b.passengers, 0)::int as passengers, coalesce(b.revenue, 0)::float8 as revenue,
             round(r.average_rating, 1)::float8 as average_rating, coalesce(r.reviews, 0)::int as reviews
        from t
        left join b on b.type = t.type and b.id = t.id
        left join r on r.type = t.type and r.id = t.id
       order by lower(t.title) asc, t.type, t.id`)
  ).map((row) => ({
    type: row.type,
    id: Number(row.id),
    title: row.title,
    bookings: Number(row.bookings),
    cancelled: Number(row.cancelled),
    passengers: Number(row.passengers),
    revenue: Number(row.revenue),
    average_rating: row.average_rating === null ? null : Number(row.average_rating),
    reviews: Number(row.reviews),
  }));
  const answer = await report(`tour-performance?from=${from}&to=${to}&sort=title&direction=asc&limit=50`);
  expect(answer.trips, `${from} to ${to}`).toEqual(direct);
}

/** Whole months, both ends inside a month, one day at a month's end, and a range across years. */
async function expectTripsKept() {
  await expectTripTotalsKept();
  await expectTripReport('2003-01-01', '2003-12-31');
  await expectTripReport('2003-01-15', '2003-02-14');
  await expectTripReport('2003-01-31', '2003-01-31');
  await expectTripReport('2003-02-01', '2003-02-28');
  await expectTripReport('2002-12-20', '2003-03-01');
}

describe('kept totals of the analytics reports', () => {
  it('trip figures by month equal the bookings and reviews after inserts, updates and deletes', async () => {
    const travellers = await Promise.all([1, 2, 3, 4].map(() => ctx.createUser()));
    const [a, b, c, d] = travellers.map((user) => user.id) as [number, number, number, number];
    await expectTripsKept();

    const at = (iso: string) => new Date(iso);
    const made = [
      await f.booking(a, { tourId }, { createdAt: at('2003-01-10T08:00:00Z'), passengers: 2, totalAmount: 2000 }),
      // 23:30 UTC on the last of January: January in UTC (already February in India).
      await f.booking(b, { tourId }, { createdAt: at('2003-01-31T23:30:00Z'), passengers: 3, totalAmount: 3000.5 }),
      await f.booking(c, { tourId }, { createdAt: at('2003-02-01T00:00:00Z'), status: 'cancelled', totalAmount: 900 }),
      await f.booking(a, { trekId }, { createdAt: at('2003-02-20T10:00:00Z'), passengers: 4, totalAmount: 4000 }),
      await f.booking(d, { tourId: otherTourId }, { createdAt: at('2003-01-20T10:00:00Z'), status: 'pending' }),
      await f.booking(b, { trekId }, { createdAt: at('2002-12-25T10:00:00Z'), totalAmount: 1500 }),
    ].map((row) => row.id);
    const wrote = [
      await f.review(a, { tourId }, { rating: 4, createdAt: at('2003-01-12T00:00:00Z') }),
      await f.review(b, { tourId }, { rating: 5, createdAt: at('2003-01-31T12:00:00Z') }),
      await f.review(c, { tourId }, { rating: 2, createdAt: at('2003-02-02T00:00:00Z') }),
      await f.review(d, { tourId }, { rating: 1, isApproved: false, createdAt: at('2003-01-13T00:00:00Z') }),
      await f.review(a, { trekId }, { rating: 3, createdAt: at('2003-02-25T00:00:00Z') }),
    ].map((row) => row.id);
    await expectTripsKept();

    // Status changes (cancelled, confirmed again), an amount, travellers, the day made and the trip.
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, made[0]!));
    await ctx.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, made[2]!));
    await ctx.db.update(bookings).set({ totalAmount: 3999.99, passengers: 1 }).where(eq(bookings.id, made[1]!));
    await ctx.db
      .update(bookings)
      .set({ createdAt: at('2003-01-16T09:00:00Z') })
      .where(eq(bookings.id, made[3]!));
    await ctx.db.update(bookings).set({ tourId: null, trekId }).where(eq(bookings.id, made[4]!));
    await ctx.db.update(bookings).set({ contactName: 'Renamed' }).where(eq(bookings.id, made[5]!));
    await expectTripsKept();

    // Reviews approved and withdrawn, a rating changed, one moved to another trip and month.
    await ctx.db.update(reviews).set({ isApproved: true }).where(eq(reviews.id, wrote[3]!));
    await ctx.db.update(reviews).set({ isApproved: false }).where(eq(reviews.id, wrote[0]!));
    await ctx.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, wrote[1]!));
    await ctx.db
      .update(reviews)
      .set({ tourId: otherTourId, createdAt: at('2003-03-01T00:00:00Z') })
      .where(eq(reviews.id, wrote[2]!));
    await expectTripsKept();

    // Several rows in one statement, a rolled-back change, then deletes.
    await ctx.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.userId, a));
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.userId, b));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectTripsKept();
    await ctx.db.delete(bookings).where(eq(bookings.id, made[1]!));
    await ctx.db.delete(reviews).where(eq(reviews.id, wrote[4]!));
    await expectTripsKept();
  });

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
