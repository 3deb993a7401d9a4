import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingPayments, bookings, paymentEvents } from '../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from './context.ts';
import { startFakeRazorpay } from './fake-razorpay.ts';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from './booking-fixtures.ts';
import { upsertSetting } from '../modules/settings/settings.repo.ts';

/** Bookings made through the public API, and what their payments look like in the database. */
export function paymentFixtures(ctx: TestContext) {
  const catalogue = catalogueFixtures(ctx.db);
  const fixtures = bookingFixtures(ctx.db);
  let seq = 0;
  let destinationId: number | undefined;

  return {
    ...fixtures,
    /** A booking of `passengers` seats at 10,000 each on a departure `daysAhead` days away. */
    async book(token: string, values: { passengers?: number; daysAhead?: number; seatsTotal?: number } = {}) {
      seq += 1;
      destinationId ??= (await catalogue.destination({ name: `Payments Valley ${Math.random()}` })).id;
      const tour = await catalogue.tour(destinationId, { title: `Paid Tour ${seq} ${Math.random()}`, price: 10_000 });
      const departure = await fixtures.departure(
        { tourId: tour.id },
        { seatsTotal: values.seatsTotal ?? 6, startDate: dayFromToday(values.daysAhead ?? 60) },
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(token),
        payload: {
          tour_id: tour.id,
          departure_id: departure.id,
          passengers: values.passengers ?? 2,
          contact_name: `Payer ${seq}`,
          contact_email: `payer${seq}@example.test`,
          contact_phone: '+91 98160 44444',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return {
        booking: response.json().data as { id: number; reference: string; total_amount: number },
        departure,
        tour,
      };
    },
    async readBooking(id: number) {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
      return row!;
    },
    paymentsOf(bookingId: number) {
      return ctx.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId))
        .orderBy(bookingPayments.id);
    },
    events() {
      return ctx.db.select().from(paymentEvents);
    },
  };
}

type Signed = { body: string; headers: Record<string, string> };

/**
 * An app with Razorpay as the provider, pointed at a fresh local fake, with a traveller, another
 * traveller and staff, and the calls a payment test makes. `close` stops both.
 */
export async function startRazorpayTest(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  const fake = await startFakeRazorpay(keys);
  const ctx = await createTestContext({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  });
  const fixtures = paymentFixtures(ctx);
  await fixtures.operatorSettings();
  // These tests leave several of one traveller's bookings unpaid: room for more than the default 3.
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '50', type: 'number', isPublic: false });
  const traveller = await ctx.tokenFor('customer');
  const other = await ctx.tokenFor('customer');
  const staff = await ctx.tokenFor('staff');

  const pay = (bookingId: number, amount: string, token: string | null = traveller.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payments`,
      ...(token ? { headers: bearer(token) } : {}),
      payload: { amount },
    });
  const verify = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/payments/razorpay/verify', payload });
  const webhook = (signed: Signed) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: signed.headers,
      payload: signed.body,
    });

  /** A booking whose deposit order was made and paid at the fake (not yet reported to us). */
  async function paidDeposit(values: Parameters<typeof fixtures.book>[1] = {}) {
    const made = await fixtures.book(traveller.token, values);
    const started = await pay(made.booking.id, 'deposit');
    expect(started.statusCode, started.body).toBe(201);
    return { ...made, started: started.json().data as { order_id: string }, ...fake.pay(started.json().data.order_id) };
  }

  return {
    fake,
    ctx,
    fixtures,
    traveller,
    other,
    staff,
    pay,
    verify,
    webhook,
    paidDeposit,
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}

export type RazorpayTest = Awaited<ReturnType<typeof startRazorpayTest>>;
