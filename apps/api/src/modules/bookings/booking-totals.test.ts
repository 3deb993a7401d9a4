import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql, sum } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';

// The back office's totals and summary cards read booking_status_totals, and the dashboard and
// analytics booking_daily_totals, each kept by a trigger; these check they always equal a count of
// the bookings themselves, through every kind of change.

let ctx: TestContext;
let admin: { token: string };
let f: ReturnType<typeof catalogueFixtures>;
let tourId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  const place = await f.destination({ name: 'Totals Valley' });
  tourId = (await f.tour(place.id, { title: 'Totals Tour' })).id;
  admin = await ctx.tokenFor('admin');
});

afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The summary as counted from the bookings themselves. */
async function counted() {
  const [row] = await ctx.db
    .select({
      total: count(),
      confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')`.mapWith(Number),
      revenue:
        sql<number>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} <> 'cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings);
  return row!;
}

async function expectTotalsKept() {
  const expected = await counted();
  const summary = (await get('/api/admin/bookings/summary')).data;
  expect(summary).toMatchObject(expected);
  expect((await get('/api/admin/bookings?per_page=1')).meta.total).toBe(expected.total);
  for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
    expect((await get(`/api/admin/bookings?status=${status}&per_page=1`)).meta.total, status).toBe(expected[status]);
  }
  const [paid] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.paymentStatus, 'paid'));
  expect((await get('/api/admin/bookings?payment_status=paid&per_page=1')).meta.total).toBe(paid!.n);
  const [pendingPaid] = await ctx.db
    .select({ n: count(), amount: sum(bookings.totalAmount).mapWith(Number) })
    .from(bookings)
    .where(sql`${bookings.status} = 'pending' and ${bookings.paymentStatus} = 'paid'`);
  const filtered = (await get('/api/admin/bookings/summary?status=pending&payment_status=paid')).data;
  expect(filtered).toMatchObject({ total: pendingPaid!.n, pending: pendingPaid!.n, revenue: pendingPaid!.amount ?? 0 });
  await expectDailyTotalsKept();
}

/** booking_daily_totals (the dashboard's and analytics' source) equals the bookings grouped by day. */
async function expectDailyTotalsKept() {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
      day: String(row.day),
      status: row.status,
      payment_status: row.payment_status,
      bookings: Number(row.bookings),
      passengers: Number(row.passengers),
      amount: Number(row.amount),
    }));
  const kept = await rows(sql`
    select day::text as day, status, payment_status, sum(bookings) as bookings, sum(passengers) as passengers,
           sum(amount) as amount
      from booking_daily_totals group by 1, 2, 3 having sum(bookings) <> 0 order by 1, 2, 3`);
  const recounted = await rows(sql`
    select (created_at at time zone 'UTC')::date::text as day, status, payment_status, count(*) as bookings,
           sum(passengers) as passengers, sum(total_amount) as amount
      from bookings group by 1, 2, 3 order by 1, 2, 3`);
  expect(kept).toEqual(recounted);
}

describe('booking totals kept for the back office', () => {
  it('equal a count of the bookings after inserts, status and payment changes, amount changes and deletes', async () => {
    const user = await ctx.createUser();
    await expectTotalsKept();
    const ids: number[] = [];
    for (const [status, paymentStatus, totalAmount] of [
      ['pending', 'pending', 1500],
      ['confirmed', 'paid', 2500.5],
      ['confirmed', 'partially_paid', 4000],
      ['cancelled', 'refunded', 900],
      ['pending', 'paid', 1200],
    ] as const) {
      ids.push((await f.booking(user.id, { tourId }, { status, paymentStatus, totalAmount })).id);
    }
    await expectTotalsKept();

    await ctx.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, ids[0]!));
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'refunded', status: 'cancelled' })
      .where(eq(bookings.id, ids[1]!));
    await ctx.db.update(bookings).set({ totalAmount: 3999.99 }).where(eq(bookings.id, ids[2]!));
    await ctx.db.update(bookings).set({ contactName: 'Renamed' }).where(eq(bookings.id, ids[4]!));
    // Travellers and the day made move the daily totals (23:30 UTC is already the next day in India).
    await ctx.db
      .update(bookings)
      .set({ passengers: 3, createdAt: new Date('2025-03-01T23:30:00Z') })
      .where(eq(bookings.id, ids[2]!));
    await expectTotalsKept();

    // Several rows in one statement, and a rolled-back change that leaves nothing behind.
    await ctx.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.userId, user.id));
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.userId, user.id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectTotalsKept();

    await ctx.db.delete(bookings).where(eq(bookings.id, ids[3]!));
    await expectTotalsKept();
  });

  it('a filter the totals cannot answer (a trip, dates, search) is counted from the bookings', async () => {
    const user = await ctx.createUser({ name: 'Searchable Walker' });
    const { id } = await f.booking(user.id, { tourId }, { contactName: 'Contact Person', reference: 'HT-SRCH-0042' });
    const ids = async (query: string) =>
      (await get(`/api/admin/bookings?${query}`)).data.map((row: { id: number }) => row.id);
    expect(await ids('search=searchable')).toEqual([id]);
    expect(await ids('search=SRCH-0042')).toEqual([id]);
    expect(await ids('search=contact%20person')).toContain(id);
    expect((await get('/api/admin/bookings?search=searchable')).meta.total).toBe(1);
    expect((await get('/api/admin/bookings/summary?search=srch-0042')).data).toMatchObject({ total: 1 });
    expect((await get(`/api/admin/bookings?tour_id=${tourId}&per_page=1`)).meta.total).toBeGreaterThan(0);
  });
});
