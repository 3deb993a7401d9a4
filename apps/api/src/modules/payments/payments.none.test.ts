import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@trails/contracts/payments';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';

let ctx: TestContext;
let fixtures: ReturnType<typeof paymentFixtures>;
let traveller: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = paymentFixtures(ctx);
  await fixtures.operatorSettings();
  traveller = await ctx.tokenFor('customer');
});
afterAll(async () => {
  await ctx.close();
});

describe('without a payment provider (PAYMENT_PROVIDER=none)', () => {
  it('keeps the booking hold in hours and answers that online payment is not available', async () => {
    const before = Date.now();
    const { booking } = await fixtures.book(traveller.token);
    const row = await fixtures.readBooking(booking.id);
    expect(row.holdExpiresAt!.getTime() - before).toBeGreaterThan(47 * 3_600_000);

    const state = await ctx.app.inject({
      url: `/api/bookings/${booking.id}/payments`,
      headers: bearer(traveller.token),
    });
    expect(state.json().data).toMatchObject({ provider: 'none', options: [], deposit: null });
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: bearer(traveller.token),
      payload: { amount: 'deposit' },
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(PAYMENT_MESSAGES.notConfigured);
    const settings = await ctx.app.inject({ url: '/api/settings' });
    expect(settings.json().data.payment_provider).toBe('none');
  });

  it('refuses returns and webhooks: 422 for a malformed return, 409 for the rest, and changes nothing', async () => {
    const { booking } = await fixtures.book(traveller.token);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      payload: { razorpay_order_id: 'order_1', razorpay_signature: 'zz' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['razorpay_payment_id', 'razorpay_signature']);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      payload: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab'.repeat(32) },
    });
    expect(signed.statusCode).toBe(409);
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(409);
    expect(await fixtures.events()).toHaveLength(0);
    expect((await fixtures.readBooking(booking.id)).status).toBe('pending');
  });

  it('answers 401 without a token and 404 for another traveller’s booking', async () => {
    const { booking } = await fixtures.book(traveller.token);
    expect((await ctx.app.inject({ url: `/api/bookings/${booking.id}/payments` })).statusCode).toBe(401);
    const stranger = await ctx.tokenFor('customer');
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${booking.id}/payments`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('takes the payment settings from staff within their bounds (422 outside them)', async () => {
    const admin = await ctx.tokenFor('admin');
    const put = (key: string, value: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/settings/${key}`,
        headers: bearer(admin.token),
        payload: { value, type: 'number' },
      });
    for (const [key, value] of [
      ['deposit_percent', '0'],
      ['deposit_percent', '101'],
      ['balance_due_days', '-1'],
      ['payment_hold_minutes', '2'],
    ] as const) {
      expect((await put(key, value)).statusCode, `${key}=${value}`).toBe(422);
    }
    expect((await put('deposit_percent', '25')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.deposit_percent).toBe('25');
  });

  it('answers 422 on refund_amount when staff cancel asking for an online refund, and does not cancel', async () => {
    const staff = await ctx.tokenFor('staff');
    const { booking } = await fixtures.book((await ctx.tokenFor('customer')).token);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: bearer(staff.token),
      payload: { refund_amount: 100 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.refund_amount).toBeDefined();
    expect((await fixtures.readBooking(booking.id)).status).toBe('pending');
  });
});
