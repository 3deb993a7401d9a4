import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';

const keys = { keyId: 'rzp_test_hooks', keySecret: 'hooks_key_secret_123', webhookSecret: 'hooks_webhook_secret_456' };
let t: RazorpayTest;
let endpointId: number;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
  const [row] = await t.ctx.db
    .insert(webhookEndpoints)
    .values({
      url: 'https://93.184.216.34/hooks',
      events: ['payment.recorded', 'booking.confirmed'],
      secret: 'whsec_payments_test_secret_000000',
    })
    .returning({ id: webhookEndpoints.id });
  endpointId = row!.id;
});
afterAll(() => t.close());

describe('webhook events of online payments', () => {
  it('writes payment.recorded and booking.confirmed once when a deposit is captured, however often it is reported', async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    expect((await t.verify(returned)).statusCode).toBe(200);
    await t.verify(returned);
    await t.webhook(t.fake.captured(payment));
    const rows = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id);
    const ofBooking = rows.filter((row) => JSON.parse(row.body).data.booking.id === booking.id);
    expect(ofBooking.map((row) => row.event)).toEqual(['payment.recorded', 'booking.confirmed']);
    expect(JSON.parse(ofBooking[0]!.body).data.payment).toMatchObject({
      kind: 'payment',
      method: 'online',
      amount: 4_000,
      reference: payment.id,
    });
    expect(JSON.parse(ofBooking[1]!.body).data.booking).toMatchObject({ status: 'confirmed', amount_paid: 4_000 });
  });

  it("writes payment.recorded once for a refund made in the provider's dashboard, however often it is reported", async () => {
    const { booking, returned, payment } = await t.paidDeposit();
    expect((await t.verify(returned)).statusCode).toBe(200);
    const made = t.fake.refundEvent({
      id: 'rfnd_dashboard_0001',
      payment_id: payment.id,
      amount: 100_000,
      status: 'processed',
    });
    await t.webhook(made);
    await t.webhook(made);
    const rows = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id);
    const refunds = rows
      .filter((row) => JSON.parse(row.body).data.booking.id === booking.id)
      .map((row) => JSON.parse(row.body).data.payment)
      .filter((recorded) => recorded?.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ kind: 'refund', method: 'online', amount: 1_000, reference: 'rfnd_dashboard_0001' }),
    ]);
  });
});
