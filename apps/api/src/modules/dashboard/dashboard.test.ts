import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_STAT_KEYS,
  percentChange,
  type DashboardActivity,
  type DashboardStats,
} from '@trails/contracts/admin-dashboard';
import { MESSAGES } from '@trails/contracts/messages';
import { eq } from 'drizzle-orm';
import { blogs, enquiries, users } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { monthWindow } from './dashboard.repo.ts';

let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token: string | null = staffToken) =>
  ctx.app.inject({ url: `/api/admin${url}`, ...(token ? { headers: bearer(token) } : {}) });

const stats = async (url = '/dashboard/stats'): Promise<DashboardStats> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const window = monthWindow(new Date());
/** A moment inside last month that month-to-date comparisons still include. */
const lastMonth = new Date(window.previousMonthStart.getTime() + 1000);
/** A moment last month, before `lastMonth`, for rows that only the running totals see. */
const longAgo = new Date(window.previousMonthStart.getTime() - 86_400_000);

describe('month window', () => {
  it('compares month-to-date with the same stretch of the previous month, capped at its end', () => {
    const mid = monthWindow(new Date('2026-03-10T12:00:00Z'));
    expect(mid.monthStart.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(mid.previousMonthStart.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(mid.previousToDate.toISOString()).toBe('2026-02-10T12:00:00.000Z');
    // 31 March: February has no 31st, so the whole of February counts.
    expect(monthWindow(new Date('2026-03-31T08:00:00Z')).previousToDate.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthWindow(new Date('2026-01-15T00:00:00Z')).previousMonthStart.toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });

  it('gives the change in percent, one decimal, and none without a previous value', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 5)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  it('counts each card now and a month ago, with the real change', async () => {
    const before = await stats();
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination({ createdAt: longAgo });
    await f.destination();
    const tour = await f.tour(place.id, { createdAt: longAgo });
    const newTour = await f.tour(place.id);
    await f.tour(place.id, { isActive: false });
    const customer = await ctx.createUser();
    await ctx.createUser({ role: 'staff' });

    // Bookings: two this month (one cancelled, whose amount is no revenue), one early last month.
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 12_500, status: 'pending' });
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 99_000, status: 'cancelled' });
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 4_000, createdAt: lastMonth });
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 1_000, createdAt: longAgo });

    // Enquiries: new now; new since last month; answered this month (pending then); answered and
    // closed last month (pending neither then nor now).
    const enquiry = { name: 'Asha', email: 'asha@example.test' };
    await ctx.db
      .insert(enquiries)
      .values([
        { ...enquiry },
        { ...enquiry, createdAt: longAgo, updatedAt: longAgo },
        { ...enquiry, status: 'responded', createdAt: longAgo, respondedAt: new Date() },
        { ...enquiry, status: 'responded', createdAt: longAgo, respondedAt: lastMonth },
        { ...enquiry, status: 'closed', createdAt: longAgo, updatedAt: lastMonth },
      ]);
    await f.review(customer.id, { tourId: tour.id }, { createdAt: longAgo });
    // One review per traveller and trip: the pending one is of the other tour.
    await f.review(customer.id, { tourId: newTour.id }, { isApproved: false });
    await ctx.db.insert(blogs).values({
      title: 'Chadar in February',
      slug: `chadar-${Date.now()}`,
      content: '<p>Ice.</p>',
      authorName: 'Staff',
    });

    const after = await stats();
    const delta = (key: (typeof DASHBOARD_STAT_KEYS)[number]) => ({
      value: after[key] - before[key],
      previous: after.changes[key].previous - before.changes[key].previous,
    });
    expect(delta('destinations')).toEqual({ value: 2, previous: 1 });
    expect(delta('tours')).toEqual({ value: 2, previous: 1 });
    expect(delta('enquiries')).toEqual({ value: 2, previous: 2 });
    expect(delta('bookings')).toEqual({ value: 2, previous: 1 });
    expect(delta('revenue')).toEqual({ value: 17_500, previous: 5_000 });
    expect(delta('users')).toEqual({ value: 1, previous: 0 });
    expect(delta('reviews')).toEqual({ value: 2, previous: 1 });
    expect(delta('blogs')).toEqual({ value: 1, previous: 0 });
    for (const key of DASHBOARD_STAT_KEYS) {
      // The spec's plain number, and its change beside it.
      expect(typeof after[key], key).toBe('number');
      expect(after.changes[key].change, key).toBe(percentChange(after[key], after.changes[key].previous));
    }
    expect(Object.keys(after).sort()).toEqual([...DASHBOARD_STAT_KEYS, 'changes'].sort());
    expect(after.changes.revenue.previous).toBeGreaterThan(0);
  });

  it('answers the same at /api/admin/stats, to admins too', async () => {
    const response = await get('/stats', adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(await stats());
  });

  it('runs one statement', async () => {
    const { statements } = await ctx.statementsOf(() => get('/dashboard/stats'));
    // The token lookup, then the counts.
    expect(statements.filter((s) => s.includes('count(*)'))).toHaveLength(1);
  });
});

describe('GET /api/admin/dashboard/recent-activities', () => {
  it('lists the latest bookings, enquiries, reviews and sign-ups across types, newest first, bounded', async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination();
    const tour = await f.tour(place.id, { title: 'Hampta Pass Crossing' });
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const traveller = await ctx.createUser({ name: 'Meera Iyer' });
    await ctx.db
      .update(users)
      .set({ createdAt: soon(1) })
      .where(eq(users.id, traveller.id));
    const booking = await f.booking(
      traveller.id,
      { tourId: tour.id },
      { contactName: 'Meera Iyer', createdAt: soon(4) },
    );
    await ctx.db
      .insert(enquiries)
      .values({ name: 'Rohan Das', email: 'rohan@example.test', destination: 'Spiti', createdAt: soon(3) });
    await f.review(traveller.id, { tourId: tour.id }, { createdAt: soon(2) });

    const response = await get('/dashboard/recent-activities?limit=4');
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data as DashboardActivity[];
    expect(items.map((item) => item.type)).toEqual(['booking', 'enquiry', 'review', 'user']);
    expect(items[0]).toMatchObject({
      id: `booking-${booking.id}`,
      actor: 'Meera Iyer',
      subject: 'Hampta Pass Crossing',
      user: 'Meera Iyer',
      message: 'Meera Iyer booked Hampta Pass Crossing',
    });
    expect(items[1]).toMatchObject({
      actor: 'Rohan Das',
      subject: 'Spiti',
      user: 'Rohan Das',
      message: 'Rohan Das sent an enquiry about Spiti',
    });
    expect(items[2]?.message).toBe('Meera Iyer reviewed Hampta Pass Crossing');
    expect(items[3]?.message).toBe('Meera Iyer created an account');
    // Made a few minutes from now: "in 4 minutes", in words.
    expect(items[0]?.time).toMatch(/minute/);

    const two = await get('/dashboard/recent-activities?limit=2');
    expect(two.json().data.map((item: { type: string }) => item.type)).toEqual(['booking', 'enquiry']);
    const plain = await get('/dashboard/recent-activities');
    expect(plain.json().data.length).toBeLessThanOrEqual(10);
  });

  it("words each item in the staff member's language: the request's, else the account's", async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination();
    const tour = await f.tour(place.id, { title: 'Kedarkantha Winter Climb' });
    const traveller = await ctx.createUser({ name: 'Kavya Rao' });
    await f.booking(
      traveller.id,
      { tourId: tour.id },
      { contactName: 'Kavya Rao', createdAt: new Date(Date.now() + 3_600_000) },
    );
    await ctx.db
      .insert(enquiries)
      .values({ name: 'Dev Sen', email: 'dev@example.test', createdAt: new Date(Date.now() + 1_800_000) });

    const hindi = await ctx.app.inject({
      url: '/api/admin/dashboard/recent-activities?limit=2',
      headers: { ...bearer(staffToken), 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    const [booked, asked] = hindi.json().data as DashboardActivity[];
    expect(booked?.message).toBe('Kavya Rao ने Kedarkantha Winter Climb बुक किया');
    expect(asked?.message).toBe('Dev Sen ने पूछताछ भेजी');
    expect(booked?.time).toMatch(/घंटे|मिनट/);

    // No language on the request: the one the account last used (stored at sign-in).
    const german = await ctx.createUser({ role: 'staff' });
    await ctx.db.update(users).set({ locale: 'de' }).where(eq(users.id, german.id));
    const token = await ctx.login(german.email, german.password, 'admin');
    const response = await get('/dashboard/recent-activities?limit=1', token);
    expect((response.json().data as DashboardActivity[])[0]?.message).toBe(
      'Kavya Rao hat Kedarkantha Winter Climb gebucht',
    );
  });

  it('refuses a limit out of bounds', async () => {
    for (const limit of ['0', '51', 'many']) {
      const response = await get(`/dashboard/recent-activities?limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.limit).toEqual([MESSAGES.invalidValue]);
    }
  });
});

describe('GET /api/admin/dashboard/revenue-chart', () => {
  it('gives 12 months, oldest first, with 0 for months without revenue and no cancelled bookings', async () => {
    const chart = async () => {
      const response = await get('/dashboard/revenue-chart');
      expect(response.statusCode).toBe(200);
      return response.json().data.months as { month: string; revenue: number; bookings: number }[];
    };
    const before = await chart();
    expect(before).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(before.at(-1)!.month).toBe(thisMonth);
    expect(before[0]!.month).toBe(
      new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1)).toISOString().slice(0, 7),
    );

    const f = catalogueFixtures(ctx.db);
    const place = await f.destination();
    const tour = await f.tour(place.id);
    const customer = await ctx.createUser();
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 30_000 });
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 50_000, status: 'cancelled' });
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 7_250.5, createdAt: lastMonth });
    const thirteenMonthsAgo = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 12, 15));
    await f.booking(customer.id, { tourId: tour.id }, { totalAmount: 1_000, createdAt: thirteenMonthsAgo });

    const after = await chart();
    const gained = after.map((month, index) => ({
      month: month.month,
      revenue: month.revenue - before[index]!.revenue,
      bookings: month.bookings - before[index]!.bookings,
    }));
    expect(gained.at(-1)).toEqual({ month: thisMonth, revenue: 30_000, bookings: 1 });
    expect(gained.at(-2)).toEqual({ month: lastMonth.toISOString().slice(0, 7), revenue: 7_250.5, bookings: 1 });
    expect(gained.slice(0, 10).every((month) => month.revenue === 0 && month.bookings === 0)).toBe(true);
  });
});

describe('guard', () => {
  const urls = ['/dashboard/stats', '/stats', '/dashboard/recent-activities', '/dashboard/revenue-chart'];
  it('answers 401 without a token and 403 to a traveller', async () => {
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, travellerToken)).statusCode, url).toBe(403);
    }
  });
});
