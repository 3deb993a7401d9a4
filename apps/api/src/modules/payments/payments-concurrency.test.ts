import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { dayFromToday } from '../../test/booking-fixtures.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { expireHeldBookings } from '../bookings/hold-expiry.ts';

const keys = { keyId: 'rzp_test_race', keySecret: 'race_key_secret', webhookSecret: 'race_webhook_secret' };
let fake: FakeRazorpay;
let ctx: TestContext;
let fixtures: ReturnType<typeof paymentFixtures>;
let traveller: { token: string };
let staff: { token: string };

beforeAll(async () => {
  fake = await startFakeRazorpay(keys);
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  });
  fixtures = paymentFixtures(ctx);
  await fixtures.operatorSettings();
  traveller = await ctx.tokenFor('customer');
  staff = await ctx.tokenFor('staff');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const verify = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/payments/razorpay/verify', payload });
const webhook = (signed: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: signed.headers,
    payload: signed.body,
  });

async function paidDeposit(values: Parameters<typeof fixtures.book>[1] = {}) {
  const made = await fixtures.book(traveller.token, values);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${made.booking.id}/payments`,
    headers: bearer(traveller.token),
    payload: { amount: 'deposit' },
  });
  expect(started.statusCode, started.body).toBe(201);
  return { ...made, ...fake.pay(started.json().data.order_id) };
}

describe('online payments under concurrency', () => {
  it('records a payment once when its returns, its webhooks and their repeats all arrive at once', async () => {
    const { booking, returned, payment } = await paidDeposit();
    const repeated = fake.captured(payment, 'evt_repeated');
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(returned)),
      ...Array.from({ length: 5 }, () => webhook(repeated)),
      ...Array.from({ length: 5 }, () => webhook(fake.captured(payment))),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    expect(responses.slice(5, 10).filter((response) => !response.json().data.duplicate)).toHaveLength(1);
    expect(await fixtures.paymentsOf(booking.id)).toHaveLength(1);
    const row = await fixtures.readBooking(booking.id);
    expect([row.status, row.paymentStatus]).toEqual(['confirmed', 'partially_paid']);
    const emails = await fixtures.emailsOf(booking.id);
    expect(emails.filter((email) => email.kind === 'payment_received')).toHaveLength(1);
  }, 60_000);

  it('lets only one of two refunds of the whole payment through', async () => {
    const { booking, returned, payment } = await paidDeposit();
    await verify(returned);
    const refund = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/payments`,
        headers: bearer(staff.token),
        payload: { kind: 'refund', method: 'online', amount: 4_000, paid_on: dayFromToday(0) },
      });
    const statuses = (await Promise.all([refund(), refund(), refund()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    expect(fake.refunds.filter((one) => one.payment_id === payment.id)).toHaveLength(1);
    expect((await fixtures.readBooking(booking.id)).paymentStatus).toBe('refunded');
  }, 60_000);

  it('gives the last free seats to one of two late payments and refunds the other', async () => {
    const first = await paidDeposit({ seatsTotal: 3, passengers: 2 });
    // A one-seat booking beside it on the same 3-seat departure; both holds expire unpaid.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(traveller.token),
      payload: {
        tour_id: first.departure.tourId,
        departure_id: first.departure.id,
        passengers: 1,
        contact_name: 'Other Payer',
        contact_email: 'other@example.test',
        contact_phone: '+91 98160 11111',
      },
    });
    expect(other.statusCode).toBe(201);
    const otherStart = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${other.json().data.id}/payments`,
      headers: bearer(traveller.token),
      payload: { amount: 'deposit' },
    });
    const otherPaid = fake.pay(otherStart.json().data.order_id);
    await expireHeldBookings(ctx.db, new Date(Date.now() + 31 * 60_000));
    // A newcomer takes 2 of the 3 seats: one seat left, for the one-seat booking only.
    const newcomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(traveller.token),
      payload: {
        tour_id: first.departure.tourId,
        departure_id: first.departure.id,
        passengers: 2,
        contact_name: 'Newcomer',
        contact_email: 'new@example.test',
        contact_phone: '+91 98160 22222',
      },
    });
    expect(newcomer.statusCode).toBe(201);
    await Promise.all([
      verify(first.returned),
      webhook(fake.captured(first.payment)),
      verify(otherPaid.returned),
      webhook(fake.captured(otherPaid.payment)),
    ]);
    const a = await fixtures.readBooking(first.booking.id);
    const b = await fixtures.readBooking(other.json().data.id);
    expect([a.status, a.paymentStatus]).toEqual(['cancelled', 'refunded']);
    expect([b.status, b.paymentStatus]).toEqual(['confirmed', 'partially_paid']);
    expect((await fixtures.readDeparture(first.departure.id)).seatsBooked).toBe(3);
    expect(fake.refunds.filter((one) => one.payment_id === first.payment.id)).toHaveLength(1);
  }, 60_000);
});
