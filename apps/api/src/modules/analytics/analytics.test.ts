import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYTICS_MESSAGES } from '@trails/contracts/admin-analytics';
import { MESSAGES } from '@trails/contracts/messages';
import { bookingPayments, users } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { resolveRange } from './analytics.service.ts';

let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let travellerToken: string;
let tour: { id: number; title: string };
let trek: { id: number; title: string };

const at = (iso: string) => new Date(iso);

/**
 * Everything happens in 2001, a year no other data touches: three travellers join, a tour gets a
 * confirmed and a cancelled booking and two approved reviews (and one unapproved), a trek gets a
 * pending booking, and payments are recorded against it.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  const fixtures = catalogueFixtures(ctx.db);
  const joined = ['2000-12-31T23:00:00Z', '2001-01-10T10:00:00Z', '2001-02-05T10:00:00Z', '2001-02-06T10:00:00Z'];
  const travellers = [];
  for (const createdAt of joined) {
    const user = await ctx.createUser();
    await ctx.db
      .update(users)
      .set({ createdAt: at(createdAt) })
      .where(eq(users.id, user.id));
    travellers.push(user);
  }
  const destination = await fixtures.destination();
  tour = await fixtures.tour(destination.id);
  trek = await fixtures.trek(destination.id);
  const [a, b, c] = travellers.slice(1).map((user) => user.id) as [number, number, number];
  await fixtures.booking(
    a,
    { tourId: tour.id },
    { createdAt: at('2001-01-15T08:00:00Z'), passengers: 2, totalAmount: 2000, paymentStatus: 'paid' },
  );
  await fixtures.booking(
    b,
    { tourId: tour.id },
    { createdAt: at('2001-02-01T08:00:00Z'), passengers: 4, totalAmount: 4000, status: 'cancelled' },
  );
  const pending = await fixtures.booking(
    c,
    { trekId: trek.id },
    {
      createdAt: at('2001-02-20T08:00:00Z'),
      passengers: 3,
      totalAmount: 3000,
      status: 'pending',
      paymentStatus: 'partially_paid',
    },
  );
  // Outside the range: the day after it ends.
  await fixtures.booking(c, { tourId: tour.id }, { createdAt: at('2001-03-01T00:00:00Z'), totalAmount: 9999 });
  await ctx.db.insert(bookingPayments).values([
    { bookingId: pending.id, kind: 'payment', amount: 1000, method: 'upi', paidOn: '2001-02-21' },
    { bookingId: pending.id, kind: 'payment', amount: 500, method: 'upi', paidOn: '2001-02-22' },
    { bookingId: pending.id, kind: 'refund', amount: 200, method: 'cash', paidOn: '2001-02-23' },
    { bookingId: pending.id, kind: 'payment', amount: 700, method: 'card', paidOn: '2001-03-05' },
  ]);
  await fixtures.review(a, { tourId: tour.id }, { rating: 4, createdAt: at('2001-01-20T00:00:00Z') });
  await fixtures.review(b, { tourId: tour.id }, { rating: 5, createdAt: at('2001-02-02T00:00:00Z') });
  await fixtures.review(
    c,
    { tourId: tour.id },
    { rating: 1, isApproved: false, createdAt: at('2001-02-03T00:00:00Z') },
  );
});
afterAll(async () => {
  await ctx.close();
});

const RANGE = 'from=2001-01-01&to=2001-02-28';
const get = (url: string, token: string | null = staffToken) =>
  ctx.app.inject({ url: `/api/admin/analytics/${url}`, ...(token ? { headers: bearer(token) } : {}) });
const data = async (url: string, token = staffToken) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('analytics access', () => {
  it.each(['user-growth', 'tour-performance', 'revenue-stats', 'booking-trends'])(
    '%s: staff and admins read it, a traveller is refused, no token is 401',
    async (report) => {
      expect((await get(report)).statusCode).toBe(200);
      expect((await get(report, adminToken)).statusCode).toBe(200);
      const traveller = await get(report, travellerToken);
      expect(traveller.statusCode).toBe(403);
      expect(traveller.json().success).toBe(false);
      expect((await get(report, null)).statusCode).toBe(401);
    },
  );

  it.each(['user-growth', 'tour-performance', 'revenue-stats', 'booking-trends'])(
    '%s: refuses a range that ends before it starts, a bad date and a too long range',
    async (report) => {
      const reversed = await get(`${report}?from=2001-03-01&to=2001-02-01`);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toMatchObject({
        success: false,
        errors: { from: [ANALYTICS_MESSAGES.analyticsRangeInvalid] },
      });
      const bad = await get(`${report}?from=2001-02-30`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ from: [ANALYTICS_MESSAGES.analyticsDateInvalid] });
      const long = await get(`${report}?from=1900-01-01&to=2001-01-01`);
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({ from: [ANALYTICS_MESSAGES.analyticsRangeTooLong] });
      // Only one end given: the other is filled in, and the check still applies.
      expect((await get(`${report}?from=2999-01-01`)).statusCode).toBe(422);
    },
  );

  it('refuses a period, type, sort or limit outside the lists', async () => {
    expect((await get('user-growth?period=day')).json().errors).toEqual({
      period: [ANALYTICS_MESSAGES.analyticsPeriodInvalid],
    });
    expect((await get('booking-trends?period=year')).statusCode).toBe(422);
    expect((await get('tour-performance?sort=price')).json().errors).toEqual({ sort: [MESSAGES.invalidSort] });
    expect((await get('tour-performance?type=cruise')).statusCode).toBe(422);
    expect((await get('tour-performance?limit=0')).json().errors).toEqual({ limit: [MESSAGES.invalidValue] });
    expect((await get('tour-performance?limit=101')).statusCode).toBe(422);
    const daily = await get('booking-trends?period=day&from=2000-01-01&to=2001-12-31');
    expect(daily.statusCode).toBe(422);
    expect(daily.json().errors).toEqual({ from: [ANALYTICS_MESSAGES.analyticsDailyRangeTooLong] });
  });
});

describe('default range', () => {
  it('covers the last 12 months, the current one included, up to today', () => {
    const { from, to, range } = resolveRange({}, at('2026-11-23T18:00:00Z'));
    expect({ from, to }).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(range.end.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('is what a report without dates uses', async () => {
    const answer = await data('revenue-stats');
    expect(answer.to).toBe(new Date().toISOString().slice(0, 10));
    expect(answer.by_month).toHaveLength(12);
  });
});

describe('reports', () => {
  it('user growth counts traveller accounts per month with the running total', async () => {
    const answer = await data(`user-growth?${RANGE}`);
    expect(answer).toMatchObject({ from: '2001-01-01', to: '2001-02-28', period: 'month', new_users: 3 });
    expect(answer.points).toEqual([
      { period_start: '2001-01-01', new_users: 1, total_users: answer.users_before + 1 },
      { period_start: '2001-02-01', new_users: 2, total_users: answer.users_before + 3 },
    ]);
    const weeks = await data(`user-growth?${RANGE}&period=week`);
    // 2001-01-01 was a Monday; 2001-02-28 falls in the week of 2001-02-26.
    expect(weeks.points).toHaveLength(9);
    expect(weeks.points[0].period_start).toBe('2001-01-01');
    expect(weeks.points.filter((point: { new_users: number }) => point.new_users > 0)).toEqual([
      expect.objectContaining({ period_start: '2001-01-08', new_users: 1 }),
      expect.objectContaining({ period_start: '2001-02-05', new_users: 2 }),
    ]);
    const years = await data(`user-growth?${RANGE}&period=year`);
    expect(years.points).toEqual([{ period_start: '2001-01-01', new_users: 3, total_users: years.users_before + 3 }]);
  });

  it('trip performance sums bookings, passengers, revenue and rating per trip, sortable', async () => {
    const answer = await data(`tour-performance?${RANGE}`);
    expect(answer.trips.slice(0, 2)).toEqual([
      {
        type: 'trek',
        id: trek.id,
        title: trek.title,
        bookings: 1,
        cancelled: 0,
        passengers: 3,
        revenue: 3000,
        average_rating: null,
        reviews: 0,
      },
      {
        type: 'tour',
        id: tour.id,
        title: tour.title,
        bookings: 1,
        cancelled: 1,
        passengers: 2,
        revenue: 2000,
        average_rating: 4.5,
        reviews: 2,
      },
    ]);
    const byRating = await data(`tour-performance?${RANGE}&sort=rating&limit=1`);
    expect(byRating.trips.map((row: { id: number }) => row.id)).toEqual([tour.id]);
    const tours = await data(`tour-performance?${RANGE}&type=tour&sort=bookings&direction=desc`);
    expect(tours.trips.every((row: { type: string }) => row.type === 'tour')).toBe(true);
    expect(tours.trips[0].id).toBe(tour.id);
  });

  it('revenue stats leave cancelled bookings out and list payments by method', async () => {
    const answer = await data(`revenue-stats?${RANGE}`);
    expect(answer).toMatchObject({
      total_revenue: 5000,
      bookings: 2,
      average_booking_value: 2500,
      by_month: [
        { month: '2001-01', revenue: 2000, bookings: 1 },
        { month: '2001-02', revenue: 3000, bookings: 1 },
      ],
      by_payment_status: [
        { payment_status: 'paid', revenue: 2000, bookings: 1 },
        { payment_status: 'partially_paid', revenue: 3000, bookings: 1 },
      ],
      by_payment_method: [
        { method: 'cash', payments: 0, received: 0, refunded: 200 },
        { method: 'upi', payments: 2, received: 1500, refunded: 0 },
      ],
    });
    const empty = await data('revenue-stats?from=2002-01-01&to=2002-01-31');
    expect(empty).toMatchObject({ total_revenue: 0, bookings: 0, average_booking_value: 0, by_payment_method: [] });
  });

  it('booking trends count bookings per period by status', async () => {
    const months = await data(`booking-trends?${RANGE}`);
    expect(months.points).toEqual([
      { period_start: '2001-01-01', total: 1, pending: 0, confirmed: 1, cancelled: 0 },
      { period_start: '2001-02-01', total: 2, pending: 1, confirmed: 0, cancelled: 1 },
    ]);
    const days = await data('booking-trends?period=day&from=2001-02-19&to=2001-02-21');
    expect(days.points).toEqual([
      { period_start: '2001-02-19', total: 0, pending: 0, confirmed: 0, cancelled: 0 },
      { period_start: '2001-02-20', total: 1, pending: 1, confirmed: 0, cancelled: 0 },
      { period_start: '2001-02-21', total: 0, pending: 0, confirmed: 0, cancelled: 0 },
    ]);
  });
});
