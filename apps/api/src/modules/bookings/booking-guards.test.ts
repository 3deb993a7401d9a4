import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fillMessage } from '@trails/contracts/booking-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { bookings } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;

const RATE_LIMIT = 6;

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_RATE_LIMIT: RATE_LIMIT });
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

async function traveller() {
  const { token, userId, email } = await ctx.tokenFor('customer');
  return { headers: bearer(token), userId, email };
}

const contact = {
  contact_name: 'Asha Verma',
  contact_email: 'someone-else@example.test',
  contact_phone: '+91 98160 11111',
};
const book = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers, payload: { ...contact, ...payload } });
const cancel = (headers: Record<string, string>, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers });
const setMaxPending = (value: string) =>
  upsertSetting(ctx.db, { key: 'max_pending_bookings', value, type: 'number', isPublic: false });

async function onRequestTour() {
  const tour = await catalogue.tour(destinationId, { price: 10_000 });
  return (day: number) => ({ tour_id: tour.id, travel_date: dayFromToday(day), passengers: 1 });
}

describe('Idempotency-Key with another body', () => {
  it('answers the first booking for the same body and refuses another body with 422', async () => {
    const { headers } = await traveller();
    const trip = await onRequestTour();
    const keyed = { ...headers, 'idempotency-key': 'same-key-other-body' };
    const first = await book(keyed, trip(10));
    expect(first.statusCode).toBe(201);
    expect((await book(keyed, trip(10))).statusCode).toBe(200);
    const other = await book(keyed, { ...trip(10), passengers: 4 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: [MESSAGES.idempotencyKeyReused] });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, first.json().data.id));
    expect(row!.passengers).toBe(1);
  });
});

describe('unpaid bookings per account', () => {
  it('allows max_pending_bookings (3 by default), refuses the next with 409, and allows one again after a cancel', async () => {
    const { headers } = await traveller();
    const trip = await onRequestTour();
    const made = [];
    for (const day of [10, 11, 12]) {
      const response = await book(headers, trip(day));
      expect(response.statusCode).toBe(201);
      made.push(response.json().data.id as number);
    }
    const fourth = await book(headers, trip(13));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(fillMessage(MESSAGES.tooManyPendingBookings, { count: 3 }));

    // Another account is not affected.
    expect((await book((await traveller()).headers, trip(13))).statusCode).toBe(201);

    expect((await cancel(headers, made[0]!)).statusCode).toBe(200);
    expect((await book(headers, trip(13))).statusCode).toBe(201);
  });

  it('follows the setting staff choose', async () => {
    await setMaxPending('1');
    try {
      const { headers } = await traveller();
      const trip = await onRequestTour();
      expect((await book(headers, trip(10))).statusCode).toBe(201);
      expect((await book(headers, trip(11))).statusCode).toBe(409);
    } finally {
      await setMaxPending('3');
    }
    const admin = await ctx.tokenFor('admin');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/max_pending_bookings',
      headers: bearer(admin.token),
      payload: { value: '0' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('booking rate limit per account', () => {
  it('answers 429 past the limit for one account, whatever the outcome of each request', async () => {
    const { headers } = await traveller();
    const statuses = [];
    for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1)
      statuses.push(
        (await book(headers, { tour_id: 99_999_999, travel_date: dayFromToday(10), passengers: 1 })).statusCode,
      );
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account on the same address still books.
    const trip = await onRequestTour();
    expect((await book((await traveller()).headers, trip(10))).statusCode).toBe(201);
  });
});

describe('coupons with per-account limits', () => {
  it('gives a first-booking coupon to a first booking only; a cancelled booking does not count', async () => {
    await fixtures.coupon({ code: 'FIRSTTRIP10', firstBookingOnly: true });
    const { headers } = await traveller();
    const trip = await onRequestTour();
    const first = await book(headers, { ...trip(10), coupon_code: 'FIRSTTRIP10' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.discount).toBe(1_000);
    const second = await book(headers, { ...trip(11), coupon_code: 'FIRSTTRIP10' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ coupon_code: [MESSAGES.couponFirstBookingOnly] });

    // The quote says the same to this account before it books, and still prices it for anyone else.
    const quote = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings/quote',
        headers,
        payload: { ...trip(11), passengers: 1, coupon_code: 'FIRSTTRIP10' },
      });
    const refused = await quote(headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ coupon_code: [MESSAGES.couponFirstBookingOnly] });
    expect((await quote({})).json().data.discount).toBeGreaterThan(0);
    expect((await quote({ authorization: 'Bearer not-a-token' })).statusCode).toBe(200);

    // Someone with a booking that was cancelled has no trip yet: the coupon applies.
    const other = await traveller();
    const plain = await book(other.headers, trip(12));
    expect((await cancel(other.headers, plain.json().data.id)).statusCode).toBe(200);
    expect((await book(other.headers, { ...trip(12), coupon_code: 'FIRSTTRIP10' })).statusCode).toBe(201);
  });

  it('counts max_uses_per_user for each account, and gives a use back on cancel', async () => {
    const coupon = await fixtures.coupon({ code: 'TWICEEACH', maxUsesPerUser: 2 });
    const { headers } = await traveller();
    const trip = await onRequestTour();
    const first = await book(headers, { ...trip(10), coupon_code: 'TWICEEACH' });
    expect((await book(headers, { ...trip(11), coupon_code: 'TWICEEACH' })).statusCode).toBe(201);
    const third = await book(headers, { ...trip(12), coupon_code: 'TWICEEACH' });
    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual({ coupon_code: [MESSAGES.couponUsedByYou] });
    expect((await fixtures.readCoupon(coupon.id)).usedCount).toBe(2);
    // Another account has its own two uses.
    expect((await book((await traveller()).headers, { ...trip(12), coupon_code: 'TWICEEACH' })).statusCode).toBe(201);
    expect((await cancel(headers, first.json().data.id)).statusCode).toBe(200);
    expect((await book(headers, { ...trip(12), coupon_code: 'TWICEEACH' })).statusCode).toBe(201);
  });
});

describe('booking emails', () => {
  it('go to the account’s address; a different contact email is stored for the operator and not mailed', async () => {
    const { headers, email } = await traveller();
    const trip = await onRequestTour();
    const response = await book(headers, trip(10));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.contact_email).toBe(contact.contact_email);
    const id = response.json().data.id as number;
    expect((await cancel(headers, id)).statusCode).toBe(200);
    const emails = await fixtures.emailsOf(id);
    const toTraveller = emails.filter((row) => row.toAddress !== 'bookings@operator.test');
    expect(toTraveller.map((row) => [row.kind, row.toAddress])).toEqual([
      ['booking_received', email],
      ['booking_cancelled', email],
    ]);
    expect(emails.some((row) => row.toAddress === contact.contact_email)).toBe(false);
  });
});
