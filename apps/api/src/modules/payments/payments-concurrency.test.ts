import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/context.ts';
import { dayFromToday } from '../../test/booking-fixtures.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';
import { expireHeldBookings } from '../../test/hold-expiry.ts';

const keys = { keyId: 'rzp_test_race', keySecret: 'race_key_secret', webhookSecret: 'race_webhook_secret' };
let t: RazorpayTest;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
});
afterAll(() => t.close());

describe('online payments under concurrency', () => {
  it('records a payment once when its returns, its webhooks and their repeats all arrive at once', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    const repeated = t.fake.captured(payment, 'evt_repeated');
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => t.verify(returned)),
      ...Array.from({ length: 5 }, () => t.webhook(repeated)),
      ...Array.from({ length: 5 }, () => t.webhook(t.fake.captured(payment))),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    expect(responses.slice(5, 10).filter((response) => !response.json().data.duplicate)).toHaveLength(1);
    expect(await t.fixtures.paymentsOf(booking.id)).toHaveLength(1);
    const row = await t.fixtures.readBooking(booking.id);
    expect([row.status, row.paymentStatus]).toEqual(['confirmed', 'partially_paid']);
    const emails = await t.fixtures.emailsOf(booking.id);
    expect(emails.filter((email) => email.kind === 'payment_received')).toHaveLength(1);
  }, 60_000);

  it('lets only one of two refunds of the whole payment through', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    await t.verify(returned);
    const refund = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/payments`,
        headers: bearer(t.staff.token),
        payload: { kind: 'refund', method: 'online', amount: 4_000, paid_on: dayFromToday(0) },
      });
    const statuses = (await Promise.all([refund(), refund(), refund()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    expect(t.fake.refunds.filter((one) => one.payment_id === payment.id)).toHaveLength(1);
    expect((await t.fixtures.readBooking(booking.id)).paymentStatus).toBe('refunded');
  }, 60_000);

  it('gives the last free seats to one of two late payments and refunds the other', async () => {
    const first = await t.paidDeposit({ seatsTotal: 3, passengers: 2 });
    // A one-seat booking beside it on the same 3-seat departure; both holds expire unpaid.
    const other = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(t.traveller.token),
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
    const otherStart = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${other.json().data.id}/payments`,
      headers: bearer(t.traveller.token),
      payload: { amount: 'deposit' },
    });
    const otherPaid = t.fake.pay(otherStart.json().data.order_id);
    await expireHeldBookings(t.ctx.db, new Date(Date.now() + 31 * 60_000));
    // A newcomer takes 2 of the 3 seats: one seat left, for the one-seat booking only.
    const newcomer = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(t.traveller.token),
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
      t.verify(first.returned),
      t.webhook(t.fake.captured(first.payment)),
      t.verify(otherPaid.returned),
      t.webhook(t.fake.captured(otherPaid.payment)),
    ]);
    const a = await t.fixtures.readBooking(first.booking.id);
    const b = await t.fixtures.readBooking(other.json().data.id);
    expect([a.status, a.paymentStatus]).toEqual(['cancelled', 'refunded']);
    expect([b.status, b.paymentStatus]).toEqual(['confirmed', 'partially_paid']);
    expect((await t.fixtures.readDeparture(first.departure.id)).seatsBooked).toBe(3);
    expect(t.fake.refunds.filter((one) => one.payment_id === first.payment.id)).toHaveLength(1);
  }, 60_000);
});
