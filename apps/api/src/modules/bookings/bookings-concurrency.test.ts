import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { expireHeldBookings, holdExpiryRunner as createHoldExpiryRunner } from '../../test/hold-expiry.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  destinationId = (await catalogue.destination()).id;
  headers = bearer((await ctx.tokenFor('customer')).token);
  // One account books hundreds of times here: no limit on its unpaid bookings.
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
});
afterAll(async () => {
  await ctx.close();
});

const contact = { contact_name: 'Rush Hour', contact_email: 'rush@example.test', contact_phone: '+91 90000 12345' };
const book = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers, payload: { ...contact, ...payload } });

describe('bookings under concurrency', () => {
  it('sells exactly the 20 seats of a departure to 200 parallel one-seat bookings', async () => {
    const trek = await catalogue.trek(destinationId);
    const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 20 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => book({ trek_id: trek.id, departure_id: departure.id, passengers: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(180);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(20);
    const [sold] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.departureId, departure.id));
    expect(sold?.n).toBe(20);
    const references = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().data.reference));
    expect(references.size).toBe(20);
  }, 120_000);

  it('redeems a 10-use coupon exactly 10 times among 50 parallel bookings', async () => {
    const tour = await catalogue.tour(destinationId);
    const coupon = await fixtures.coupon({ code: 'TENONLY', usageLimit: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book({
          tour_id: tour.id,
          travel_date: new Date(Date.now() + (10 + index) * 86_400_000).toISOString().slice(0, 10),
          passengers: 1,
          coupon_code: 'TENONLY',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.statusCode === 422))
      expect(Object.keys(refused.json().errors)).toEqual(['coupon_code']);
    expect((await fixtures.readCoupon(coupon.id)).usedCount).toBe(10);
    const [redeemed] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.couponId, coupon.id));
    expect(redeemed?.n).toBe(10);
  }, 120_000);

  it('creates one booking for parallel retries with the same Idempotency-Key', async () => {
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 30 });
    const keyed = { ...headers, 'idempotency-key': 'parallel-retry-7f3a' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: keyed,
          payload: { ...contact, tour_id: tour.id, departure_id: departure.id, passengers: 2 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
  }, 60_000);

  it('lets one account hold at most max_pending_bookings unpaid bookings among 20 parallel ones', async () => {
    await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '3', type: 'number', isPublic: false });
    try {
      const hoarder = await ctx.tokenFor('customer');
      const tour = await catalogue.tour(destinationId);
      const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 100 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/bookings',
            headers: bearer(hoarder.token),
            payload: { ...contact, tour_id: tour.id, departure_id: departure.id, passengers: 5 },
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(17);
      const [held] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.userId, hoarder.userId));
      expect(held?.n).toBe(3);
      expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(15);
    } finally {
      await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
    }
  }, 120_000);

  it('expires each held booking once when several runners work at the same time', async () => {
    const trek = await catalogue.trek(destinationId);
    const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 20 });
    const held = await Promise.all(
      Array.from({ length: 6 }, () => book({ trek_id: trek.id, departure_id: departure.id, passengers: 2 })),
    );
    const ids = held.map((response) => response.json().data.id as number);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(12);

    const later = new Date(Date.now() + 72 * 3_600_000);
    const runner = createHoldExpiryRunner({ db: ctx.db, logger: { info: () => {}, error: () => {} } });
    const counts = await Promise.all([
      expireHeldBookings(ctx.db, later, { batchSize: 2 }),
      expireHeldBookings(ctx.db, later, { batchSize: 3 }),
      expireHeldBookings(ctx.db, later, { batchSize: 2 }),
    ]);
    // Anything those runs left (none) the runner's own pass would take; it uses the real clock.
    expect(await runner.runOnce()).toBe(0);
    await runner.stop();
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(6);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
    for (const id of ids) {
      const kinds = (await fixtures.emailsOf(id)).map((email) => email.kind);
      expect(kinds.filter((kind) => kind === 'booking_expired')).toHaveLength(1);
    }
  }, 60_000);
});
