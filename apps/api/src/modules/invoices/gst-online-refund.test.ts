import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingPayments } from '../../db/schema/index.ts';
import { bearer } from '../../test/context.ts';
import { dayFromToday } from '../../test/booking-fixtures.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';

const keys = { keyId: 'rzp_test_gst', keySecret: 'gst_key_secret', webhookSecret: 'gst_webhook_secret' };
let t: RazorpayTest;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
  await upsertSetting(t.ctx.db, { key: 'gstin', value: '02AABCH1234K1Z3', type: 'string', isPublic: false });
}, 60_000);
afterAll(() => t.close());

const documentsOf = async (bookingId: number) =>
  (await t.ctx.app.inject({ url: `/api/bookings/${bookingId}/documents`, headers: bearer(t.traveller.token) })).json()
    .data as { invoice_number: string | null; refunds: Array<{ payment_id: number; amount: number }> };

describe('credit notes of online refunds', () => {
  it('gives a refund the provider accepted a credit note, and none to one it reported failed', async () => {
    const { booking, returned } = await t.paidDeposit();
    await t.verify(returned);
    const refund = (amount: number) =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/payments`,
        headers: bearer(t.staff.token),
        payload: { kind: 'refund', method: 'online', amount, paid_on: dayFromToday(0) },
      });
    expect((await refund(1_050)).statusCode).toBe(201);
    expect((await refund(525)).statusCode).toBe(201);
    // The provider reports the second one failed: it stops counting, and has no credit note.
    const rows = (await t.fixtures.paymentsOf(booking.id)).filter((row) => row.kind === 'refund');
    const failed = rows.find((row) => row.amount === 525)!;
    await t.ctx.db.update(bookingPayments).set({ providerStatus: 'failed' }).where(eq(bookingPayments.id, failed.id));

    const documents = await documentsOf(booking.id);
    expect(documents.refunds.map((one) => one.amount)).toEqual([1_050]);
    const accepted = documents.refunds[0]!.payment_id;
    const download = await t.ctx.app.inject({
      url: `/api/bookings/${booking.id}/credit-notes/${accepted}`,
      headers: bearer(t.traveller.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A paid booking has its tax invoice, issued with the credit note.
    expect((await documentsOf(booking.id)).invoice_number).toMatch(/^INV\//);
    const refused = await t.ctx.app.inject({
      url: `/api/bookings/${booking.id}/credit-notes/${failed.id}`,
      headers: bearer(t.traveller.token),
    });
    expect(refused.statusCode).toBe(404);
  }, 60_000);
});
