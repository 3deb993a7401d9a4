import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@trails/contracts/payments';
import { bearer } from '../../test/context.ts';
import { dayFromToday } from '../../test/booking-fixtures.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';
import { expireHeldBookings } from '../../test/hold-expiry.ts';

const keys = { keyId: 'rzp_test_fakekey', keySecret: 'fake_key_secret_123', webhookSecret: 'fake_webhook_secret_456' };
let t: RazorpayTest;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
});
afterAll(() => t.close());

describe('Razorpay payments', () => {
  it('holds a new booking for payment_hold_minutes, and offers the deposit (20%) or the whole amount', async () => {
    const before = Date.now();
    const { booking } = await t.fixtures.book(t.traveller.token);
    const row = await t.fixtures.readBooking(booking.id);
    const held = row.holdExpiresAt!.getTime() - before;
    expect(held).toBeGreaterThanOrEqual(30 * 60_000 - 5_000);
    expect(held).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const state = await t.ctx.app.inject({
      url: `/api/bookings/${booking.id}/payments`,
      headers: bearer(t.traveller.token),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toMatchObject({
      provider: 'razorpay',
      total: 20_000,
      amount_paid: 0,
      deposit: 4_000,
      options: [
        { purpose: 'deposit', amount: 4_000 },
        { purpose: 'full', amount: 20_000 },
      ],
    });
  });

  it('makes a Razorpay order of the deposit in paise with the reference as receipt, for the owner only', async () => {
    const { booking } = await t.fixtures.book(t.traveller.token);
    expect((await t.pay(booking.id, 'deposit', null)).statusCode).toBe(401);
    expect((await t.pay(booking.id, 'deposit', t.other.token)).statusCode).toBe(404);
    // A back-office session is not a traveller's.
    expect((await t.pay(booking.id, 'deposit', t.staff.token)).statusCode).toBe(401);
    const bad = await t.pay(booking.id, 'everything');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.amount).toEqual([PAYMENT_MESSAGES.purposeInvalid]);
    const early = await t.pay(booking.id, 'balance');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.amount).toEqual([PAYMENT_MESSAGES.balanceBeforeDeposit]);

    const response = await t.pay(booking.id, 'deposit');
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      provider: 'razorpay',
      amount: 4_000,
      currency: 'INR',
      key_id: keys.keyId,
      checkout_url: null,
    });
    const order = t.fake.orders.get(data.order_id)!;
    expect(order).toMatchObject({ amount: 400_000, currency: 'INR', receipt: booking.reference });
    expect(JSON.stringify(response.json())).not.toContain(keys.keySecret);
  });

  it('asks the whole amount of a booking less than balance_due_days away', async () => {
    const { booking } = await t.fixtures.book(t.traveller.token, { daysAhead: 10 });
    const state = await t.ctx.app.inject({
      url: `/api/bookings/${booking.id}/payments`,
      headers: bearer(t.traveller.token),
    });
    expect(state.json().data.options).toEqual([{ purpose: 'full', amount: 20_000 }]);
    const response = await t.pay(booking.id, 'deposit');
    expect(response.json().data.amount).toBe(20_000);
  });

  it('refuses a forged return with 400 and changes nothing', async () => {
    const { booking, returned } = await t.paidDeposit();
    const forged = await t.verify({ ...returned, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    const swapped = await t.verify({ ...returned, razorpay_payment_id: 'pay_someoneelse' });
    expect(swapped.statusCode).toBe(400);
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('pending');
    expect(await t.fixtures.paymentsOf(booking.id)).toHaveLength(0);
  });

  it('confirms the booking on a verified return, records the payment once, and ignores the webhook after it', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    const response = await t.verify(returned);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      booking_id: booking.id,
      status: 'confirmed',
      payment_status: 'partially_paid',
    });
    const row = await t.fixtures.readBooking(booking.id);
    expect(row.holdExpiresAt).toBeNull();

    expect((await t.verify(returned)).statusCode).toBe(200);
    const signed = t.fake.captured(payment);
    expect((await t.webhook(signed)).json().data).toEqual({ duplicate: false });
    expect((await t.webhook(signed)).json().data).toEqual({ duplicate: true });

    const payments = await t.fixtures.paymentsOf(booking.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      kind: 'payment',
      method: 'online',
      amount: 4_000,
      provider: 'razorpay',
      providerPaymentId: payment.id,
      providerOrderId: payment.order_id,
    });
    const emails = await t.fixtures.emailsOf(booking.id);
    expect(emails.filter((email) => email.kind === 'payment_received')).toHaveLength(1);
    expect(emails.filter((email) => email.kind === 'booking_confirmed')).toHaveLength(1);

    // The balance: the rest, computed by the server.
    const balance = await t.pay(booking.id, 'balance');
    expect(balance.json().data.amount).toBe(16_000);
    expect((await t.pay(booking.id, 'deposit')).json().errors.amount).toEqual([PAYMENT_MESSAGES.depositAlreadyPaid]);
    const second = t.fake.pay(balance.json().data.order_id);
    await t.verify(second.returned);
    expect((await t.fixtures.readBooking(booking.id)).paymentStatus).toBe('paid');
    expect((await t.pay(booking.id, 'full')).json().errors.amount).toEqual([PAYMENT_MESSAGES.nothingDue]);
  });

  it('applies a webhook that comes before the return, and the return then changes nothing', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    const response = await t.webhook(t.fake.captured(payment));
    expect(response.statusCode).toBe(200);
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('confirmed');
    expect((await t.verify(returned)).json().data.status).toBe('confirmed');
    expect(await t.fixtures.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not hold, and stores nothing', async () => {
    const { booking, payment } = await t.paidDeposit();
    const signed = t.fake.captured(payment, 'evt_forged');
    const events = (await t.fixtures.events()).length;
    const forged = await t.webhook({
      ...signed,
      headers: { ...signed.headers, 'x-razorpay-signature': 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await t.webhook({ ...signed, body: signed.body.replace(/"amount":\d+/, '"amount":1') });
    expect(tampered.statusCode).toBe(400);
    expect(await t.fixtures.events()).toHaveLength(events);
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('pending');
  });

  it('takes the seats again when a payment comes after the hold expired and they are still free', async () => {
    const { booking, departure, returned } = await t.paidDeposit();
    await expireHeldBookings(t.ctx.db, new Date(Date.now() + 31 * 60_000));
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('cancelled');
    expect((await t.fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);

    expect((await t.verify(returned)).json().data).toMatchObject({
      status: 'confirmed',
      payment_status: 'partially_paid',
    });
    const row = await t.fixtures.readBooking(booking.id);
    expect(row.cancelReason).toBeNull();
    expect((await t.fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
  });

  it('refunds a payment that comes after the hold expired and the seats were sold, and tells staff', async () => {
    const { booking, departure, returned, payment } = await t.paidDeposit({ seatsTotal: 2 });
    await expireHeldBookings(t.ctx.db, new Date(Date.now() + 31 * 60_000));
    const taker = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(t.other.token),
      payload: {
        tour_id: departure.tourId,
        departure_id: departure.id,
        passengers: 2,
        contact_name: 'Quick Taker',
        contact_email: 'taker@example.test',
        contact_phone: '+91 98160 00000',
      },
    });
    expect(taker.statusCode).toBe(201);

    // The webhook and the return both report it; one refund.
    await t.webhook(t.fake.captured(payment));
    await t.verify(returned);
    const row = await t.fixtures.readBooking(booking.id);
    expect(row.status).toBe('cancelled');
    expect(row.paymentStatus).toBe('refunded');
    const rows = await t.fixtures.paymentsOf(booking.id);
    expect(rows.map((one) => [one.kind, one.amount, one.providerStatus])).toEqual([
      ['payment', 4_000, 'captured'],
      ['refund', 4_000, 'processed'],
    ]);
    expect(t.fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    expect((await t.fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
    const notes = await t.fixtures.staffNotifications();
    expect(
      notes.some((note) => note.title === 'Online payment refunded' && note.message.includes(booking.reference)),
    ).toBe(true);
  });

  it('lets staff refund an online payment through Razorpay; the refund webhook confirms it', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    await t.verify(returned);
    t.fake.state.refundStatus = 'pending';
    const refund = (amount: number, token = t.staff.token) =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/payments`,
        headers: bearer(token),
        payload: {
          kind: 'refund',
          method: 'online',
          amount,
          paid_on: dayFromToday(0),
          note: 'Traveller changed plans',
        },
      });
    expect((await refund(1_000, t.traveller.token)).statusCode).toBe(403);
    const tooMuch = await refund(5_000);
    expect(tooMuch.statusCode).toBe(422);
    expect(t.fake.refunds.filter((one) => one.payment_id === payment.id)).toHaveLength(0);

    const response = await refund(1_500);
    expect(response.statusCode, response.body).toBe(201);
    const online = response.json().data.payments.find((row: { kind: string }) => row.kind === 'refund');
    expect(online).toMatchObject({
      amount: 1_500,
      method: 'online',
      provider: 'razorpay',
      provider_status: 'requested',
    });
    expect(online.dashboard_url).toBe(`https://dashboard.razorpay.com/app/refunds/${online.provider_refund_id}`);
    const sent = t.fake.refunds.find((one) => one.payment_id === payment.id)!;
    expect(sent.amount).toBe(150_000);

    const confirm = t.fake.refundEvent({ ...sent, status: 'processed' });
    await t.webhook(confirm);
    await t.webhook(confirm);
    const rows = await t.fixtures.paymentsOf(booking.id);
    expect(rows.filter((one) => one.kind === 'refund')).toEqual([
      expect.objectContaining({ providerRefundId: sent.id, providerStatus: 'processed', amount: 1_500 }),
    ]);
    t.fake.state.refundStatus = 'processed';
  });

  it('answers 502 and keeps no refund when Razorpay refuses it', async () => {
    const { booking, returned } = await t.paidDeposit();
    await t.verify(returned);
    t.fake.state.failNextRefund = true;
    const response = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/payments`,
      headers: bearer(t.staff.token),
      payload: { kind: 'refund', method: 'online', amount: 100, paid_on: dayFromToday(0) },
    });
    expect(response.statusCode).toBe(502);
    expect((await t.fixtures.paymentsOf(booking.id)).filter((row) => row.kind === 'refund')).toHaveLength(0);
    expect((await t.fixtures.readBooking(booking.id)).paymentStatus).toBe('partially_paid');
  });

  it('does not let staff record an online payment by hand', async () => {
    const { booking } = await t.fixtures.book(t.traveller.token);
    const response = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/payments`,
      headers: bearer(t.staff.token),
      payload: { kind: 'payment', method: 'online', amount: 100, paid_on: dayFromToday(0) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.method).toEqual([PAYMENT_MESSAGES.onlineRefundOnly]);
  });

  it('lists online payments for staff with filters and as CSV', async () => {
    const { returned } = await t.paidDeposit();
    await t.verify(returned);
    const response = await t.ctx.app.inject({
      url: '/api/admin/payments?provider=razorpay&kind=payment',
      headers: bearer(t.staff.token),
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.some((row: { provider_payment_id: string }) => row.provider_payment_id === returned.razorpay_payment_id),
    ).toBe(true);
    expect(
      (await t.ctx.app.inject({ url: '/api/admin/payments?status=nope', headers: bearer(t.staff.token) })).statusCode,
    ).toBe(422);
    expect(
      (await t.ctx.app.inject({ url: '/api/admin/payments', headers: bearer(t.traveller.token) })).statusCode,
    ).toBe(403);
    const csv = await t.ctx.app.inject({
      url: '/api/admin/payments/export?provider=razorpay',
      headers: bearer(t.staff.token),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(returned.razorpay_payment_id);
  });
});
