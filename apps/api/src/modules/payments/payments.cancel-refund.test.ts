import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/context.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';

const keys = { keyId: 'rzp_test_cancel', keySecret: 'cancel_key_secret', webhookSecret: 'cancel_webhook_secret' };
let t: RazorpayTest;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
});
afterAll(() => t.close());

/** A confirmed booking whose deposit (₹4,000 of ₹20,000) was paid through Razorpay. */
async function confirmedWithDeposit() {
  const paid = await t.paidDeposit();
  await t.verify(paid.returned);
  return paid;
}

const cancel = (bookingId: number, payload: object | undefined, token: string | null = t.staff.token) =>
  t.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/cancel`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

const refundsOf = async (bookingId: number) =>
  (await t.fixtures.paymentsOf(bookingId)).filter((row) => row.kind === 'refund');

describe('cancellation refunds (Razorpay)', () => {
  it('cancels and refunds the amount staff ask through Razorpay; the refund webhook confirms the row', async () => {
    const { booking, payment } = await confirmedWithDeposit();
    t.fake.state.refundStatus = 'pending';
    const response = await cancel(booking.id, {
      reason: 'Road closed',
      refund_amount: 3_000,
      override_reason: 'Road closed: we refund more than the policy',
    });
    t.fake.state.refundStatus = 'processed';
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    const row = response.json().data.payments.find((one: { kind: string }) => one.kind === 'refund');
    expect(row).toMatchObject({ amount: 3_000, method: 'online', provider: 'razorpay', provider_status: 'requested' });
    const sent = t.fake.refunds.filter((one) => one.payment_id === payment.id);
    expect(sent.map((one) => one.amount)).toEqual([300_000]);

    const confirm = t.fake.refundEvent({ ...sent[0]!, status: 'processed' });
    await t.webhook(confirm);
    await t.webhook(confirm);
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ amount: 3_000, providerRefundId: sent[0]!.id, providerStatus: 'processed' }),
    ]);
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('cancelled');
  });

  it('refunds nothing when staff cancel without refund_amount', async () => {
    const { booking, payment } = await confirmedWithDeposit();
    const response = await cancel(booking.id, undefined);
    expect(response.statusCode, response.body).toBe(200);
    expect(await refundsOf(booking.id)).toHaveLength(0);
    expect(t.fake.refunds.filter((one) => one.payment_id === payment.id)).toHaveLength(0);
  });

  it('answers 422 for a refund over what was paid online, or not an amount, and does not cancel', async () => {
    const { booking, payment } = await confirmedWithDeposit();
    const tooMuch = await cancel(booking.id, { refund_amount: 4_000.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.refund_amount).toBeDefined();
    for (const refund_amount of ['abc', -5, 0, 10.001]) {
      const bad = await cancel(booking.id, { refund_amount });
      expect(bad.statusCode, String(refund_amount)).toBe(422);
      expect(bad.json().errors.refund_amount).toBeDefined();
    }
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('confirmed');
    expect(await refundsOf(booking.id)).toHaveLength(0);
    expect(t.fake.refunds.filter((one) => one.payment_id === payment.id)).toHaveLength(0);
  });

  it('keeps the cancellation when Razorpay refuses the refund: a failed refund row, and staff are told', async () => {
    const { booking } = await confirmedWithDeposit();
    t.fake.state.failNextRefund = true;
    const response = await cancel(booking.id, { refund_amount: 4_000, override_reason: 'Full refund agreed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    const row = response.json().data.payments.find((one: { kind: string }) => one.kind === 'refund');
    expect(row).toMatchObject({ amount: 4_000, provider_status: 'failed' });
    const stored = await t.fixtures.readBooking(booking.id);
    expect(stored.status).toBe('cancelled');
    // A failed refund does not count: the deposit is still held.
    expect(stored.paymentStatus).toBe('partially_paid');
    const notes = await t.fixtures.staffNotifications();
    expect(
      notes.some((note) => note.title === 'Online refund failed' && note.message.includes(booking.reference)),
    ).toBe(true);

    // Staff refund it again from the booking, on the same path.
    const again = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/payments`,
      headers: bearer(t.staff.token),
      payload: { kind: 'refund', method: 'online', amount: 4_000, paid_on: new Date().toISOString().slice(0, 10) },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await refundsOf(booking.id)).map((one) => one.providerStatus)).toEqual(['failed', 'processed']);
  });

  it('refuses the cancel call without a token or for a traveller', async () => {
    const { booking } = await confirmedWithDeposit();
    expect((await cancel(booking.id, { refund_amount: 100 }, null)).statusCode).toBe(401);
    expect((await cancel(booking.id, { refund_amount: 100 }, t.traveller.token)).statusCode).toBe(403);
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('confirmed');
  });

  it('refunds what the cancellation policy gives through Razorpay when the traveller cancels', async () => {
    const { booking, payment } = await confirmedWithDeposit();
    const quote = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/cancellation`,
      headers: bearer(t.traveller.token),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const figure = quote.json().data as { refund_amount: number; refund_percent: number; amount_paid: number };
    expect(figure.amount_paid).toBe(4_000);
    expect(figure.refund_amount).toBe(Math.round(4_000 * figure.refund_percent) / 100);
    const response = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: bearer(t.traveller.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.fixtures.readBooking(booking.id);
    expect(stored.status).toBe('cancelled');
    const refunds = await refundsOf(booking.id);
    const sent = t.fake.refunds.filter((one) => one.payment_id === payment.id);
    if (figure.refund_amount > 0) {
      expect(refunds.map((row) => row.amount)).toEqual([figure.refund_amount]);
      expect(sent.map((one) => one.amount)).toEqual([Math.round(figure.refund_amount * 100)]);
    } else {
      expect(refunds).toHaveLength(0);
      expect(sent).toHaveLength(0);
    }
  });

  it('asks for a reason when staff refund another amount than the policy gives', async () => {
    const { booking } = await confirmedWithDeposit();
    const response = await cancel(booking.id, { reason: 'Traveller unwell', refund_amount: 1_234 });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.override_reason).toBeDefined();
    expect((await t.fixtures.readBooking(booking.id)).status).toBe('confirmed');
    expect(await refundsOf(booking.id)).toHaveLength(0);
  });
});
