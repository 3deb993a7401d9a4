import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { dayFromToday } from '../../test/booking-fixtures.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';

const keys = { secretKey: 'sk_test_fake_123', webhookSecret: 'whsec_fake_456' };
let fake: FakeStripe;
let ctx: TestContext;
let fixtures: ReturnType<typeof paymentFixtures>;
let staff: { token: string };

beforeAll(async () => {
  fake = await startFakeStripe(keys);
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: 'https://trails.example',
  });
  fixtures = paymentFixtures(ctx);
  await fixtures.operatorSettings();
  staff = await ctx.tokenFor('staff');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const webhook = (signed: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: signed.headers,
    payload: signed.body,
  });
const verify = (sessionId: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/verify', payload: { session_id: sessionId } });

/** A booking of a new traveller (each has room for only a few unpaid bookings) with its deposit started. */
async function startDeposit() {
  const traveller = await ctx.tokenFor('customer');
  const made = await fixtures.book(traveller.token);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${made.booking.id}/payments`,
    headers: bearer(traveller.token),
    payload: { amount: 'deposit' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...made, traveller, started: response.json().data };
}

describe('Stripe payments', () => {
  it('makes a Checkout Session of the deposit that returns to the booking, and answers its hosted page', async () => {
    const { booking, started } = await startDeposit();
    expect(started).toMatchObject({ provider: 'stripe', amount: 4_000, currency: 'INR', key_id: null });
    const session = fake.sessions.get(started.order_id)!;
    expect(started.checkout_url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 400_000, currency: 'inr', client_reference_id: String(booking.id) });
    expect(session.success_url).toBe(
      `https://trails.example/booking-confirmation/${booking.id}?payment=return&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`https://trails.example/booking-confirmation/${booking.id}?payment=cancelled`);
  });

  it('does not believe a return for a session that is not paid', async () => {
    const { booking, started } = await startDeposit();
    expect((await verify(started.order_id)).statusCode).toBe(400);
    expect((await verify('cs_test_unknown')).statusCode).toBe(400);
    expect((await fixtures.readBooking(booking.id)).status).toBe('pending');
  });

  it('confirms on the return once paid; the completed webhook, however often, adds nothing', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    const response = await verify(session.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'confirmed', payment_status: 'partially_paid' });
    const signed = fake.event('checkout.session.completed', session);
    expect((await webhook(signed)).json().data).toEqual({ duplicate: false });
    expect((await webhook(signed)).json().data).toEqual({ duplicate: true });
    const rows = await fixtures.paymentsOf(booking.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'online',
        provider: 'stripe',
        amount: 4_000,
        providerPaymentId: session.payment_intent,
        providerOrderId: session.id,
      }),
    ]);
  });

  it('applies the webhook before the return', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    expect((await webhook(fake.event('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await fixtures.readBooking(booking.id)).status).toBe('confirmed');
    expect((await verify(session.id)).json().data.status).toBe('confirmed');
    expect(await fixtures.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a webhook with a forged, missing or stale Stripe-Signature', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    const signed = fake.event('checkout.session.completed', session);
    const forged = {
      ...signed,
      headers: { ...signed.headers, 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` },
    };
    expect((await webhook(forged)).statusCode).toBe(400);
    const { 'stripe-signature': _dropped, ...unsigned } = signed.headers;
    expect((await webhook({ ...signed, headers: unsigned })).statusCode).toBe(400);
    const stale = fake.event('checkout.session.completed', session, 'evt_stale', Math.floor(Date.now() / 1000) - 3600);
    expect((await webhook(stale)).statusCode).toBe(400);
    expect((await fixtures.readBooking(booking.id)).status).toBe('pending');
  });

  it('marks an expired session as failed, which the traveller sees', async () => {
    const { booking, started, traveller } = await startDeposit();
    const session = fake.sessions.get(started.order_id)!;
    await webhook(fake.event('checkout.session.expired', { ...session, status: 'expired' }));
    const state = await ctx.app.inject({
      url: `/api/bookings/${booking.id}/payments`,
      headers: bearer(traveller.token),
    });
    expect(state.json().data.last_attempt).toMatchObject({ status: 'failed', purpose: 'deposit', amount: 4_000 });
  });

  it('refunds through Stripe from the back office; refund.updated confirms it', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    await verify(session.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'refund', method: 'online', amount: 4_000, paid_on: dayFromToday(0), note: 'Cancelled' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const refund = fake.refunds.find((one) => one.payment_intent === session.payment_intent)!;
    expect(refund.amount).toBe(400_000);
    const row = response.json().data.payments.find((one: { kind: string }) => one.kind === 'refund');
    expect(row).toMatchObject({ provider_refund_id: refund.id, provider_status: 'processed' });
    expect(row.dashboard_url).toBe(`https://dashboard.stripe.com/test/refunds/${refund.id}`);
    expect(response.json().data.payment_status).toBe('refunded');
    await webhook(fake.event('refund.updated', refund));
    expect((await fixtures.paymentsOf(booking.id)).filter((one) => one.kind === 'refund')).toHaveLength(1);
  });

  it('cancels with a refund through Stripe on the refund path; refund.updated confirms it, once', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    await verify(session.id);
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: bearer(staff.token),
      payload: { refund_amount: 5_000 },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.refund_amount).toBeDefined();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'Trek closed by snow', refund_amount: 2_500, override_reason: 'Trek closed by snow' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    const refund = fake.refunds.find((one) => one.payment_intent === session.payment_intent)!;
    expect(refund.amount).toBe(250_000);
    const row = response.json().data.payments.find((one: { kind: string }) => one.kind === 'refund');
    expect(row).toMatchObject({ amount: 2_500, provider_refund_id: refund.id, note: 'Trek closed by snow' });
    await webhook(fake.event('refund.updated', refund));
    await webhook(fake.event('refund.updated', refund));
    expect((await fixtures.paymentsOf(booking.id)).filter((one) => one.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 2_500, providerRefundId: refund.id, providerStatus: 'processed' }),
    ]);
  });

  it('keeps the cancellation and a failed refund row when Stripe refuses the refund', async () => {
    const { booking, started } = await startDeposit();
    const session = fake.complete(started.order_id);
    await verify(session.id);
    fake.state.failNextRefund = true;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: bearer(staff.token),
      payload: { refund_amount: 4_000, override_reason: 'Full refund agreed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect((await fixtures.paymentsOf(booking.id)).filter((one) => one.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 4_000, providerStatus: 'failed' }),
    ]);
  });
});
