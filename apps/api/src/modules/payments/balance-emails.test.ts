import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, users } from '../../db/schema/index.ts';
import { startRazorpayTest, type RazorpayTest } from '../../test/payment-fixtures.ts';
import { writeBalanceEmails } from './balance-emails.ts';

const keys = { keyId: 'rzp_test_balance', keySecret: 'balance_key_secret', webhookSecret: 'balance_webhook_secret' };
let t: RazorpayTest;

beforeAll(async () => {
  t = await startRazorpayTest(keys);
});
afterAll(() => t.close());

/** A confirmed booking `daysAhead` days away with its deposit paid online. */
async function depositPaid(daysAhead: number) {
  const { booking, returned } = await t.paidDeposit({ daysAhead: 60 });
  await t.verify(returned);
  // The trip is moved nearer, as time passing would.
  const travelDate = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  await t.ctx.db.update(bookings).set({ travelDate }).where(eq(bookings.id, booking.id));
  return booking;
}

const balanceEmailsOf = async (bookingId: number) =>
  (await t.fixtures.emailsOf(bookingId)).filter((email) => email.kind.startsWith('balance_'));

describe('balance emails', () => {
  it('writes the reminder a week before the due date and the balance email on it, each once', async () => {
    const soon = await depositPaid(35); // due in 5 days: the reminder
    const due = await depositPaid(29); // due yesterday: the balance email
    const later = await depositPaid(50); // due in 20 days: nothing yet
    const runs = await Promise.all(
      [1, 2, 3].map(() => writeBalanceEmails(t.ctx.db, new Date(), { publicUrl: 'https://trails.example' })),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);
    await writeBalanceEmails(t.ctx.db, new Date(), { publicUrl: 'https://trails.example' });

    const reminder = await balanceEmailsOf(soon.id);
    expect(reminder.map((email) => email.kind)).toEqual(['balance_reminder']);
    expect(reminder[0]!.subject).toContain('Reminder: ₹16,000.00');
    expect(reminder[0]!.html).toContain(`/booking-confirmation/${soon.id}?pay=balance`);
    expect((await balanceEmailsOf(due.id)).map((email) => email.kind)).toEqual(['balance_due']);
    expect(await balanceEmailsOf(later.id)).toHaveLength(0);

    // The reminder's booking reaches its due date: the balance email follows, once.
    await t.ctx.db
      .update(bookings)
      .set({ travelDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) })
      .where(eq(bookings.id, soon.id));
    await writeBalanceEmails(t.ctx.db, new Date(), { publicUrl: 'https://trails.example' });
    await writeBalanceEmails(t.ctx.db, new Date(), { publicUrl: 'https://trails.example' });
    expect((await balanceEmailsOf(soon.id)).map((email) => email.kind)).toEqual(['balance_reminder', 'balance_due']);
  }, 60_000);

  it.each([
    ['es', 'Saldo pendiente: ', 'Pagar el saldo', 'Puede pagarlo en línea'],
    ['fr', 'Solde à régler : ', 'Régler le solde', 'Vous pouvez le régler en ligne'],
    ['de', 'Restbetrag fällig: ', 'Restbetrag bezahlen', 'Sie können ihn'],
  ] as const)(
    "writes the balance email in the traveller's language (%s)",
    async (locale, subject, button, word) => {
      const booking = await depositPaid(29);
      await t.ctx.db.update(users).set({ locale }).where(eq(users.id, t.traveller.userId));
      await writeBalanceEmails(t.ctx.db, new Date(), { publicUrl: 'https://trails.example' });
      const [email] = await balanceEmailsOf(booking.id);
      expect(email!.kind).toBe('balance_due');
      expect(email!.subject).toContain(subject);
      expect(email!.subject).toMatch(/16\D000,00/);
      expect(email!.html).toContain(`<html lang="${locale}">`);
      expect(email!.html).toContain(button);
      expect(email!.text).toContain(word);
    },
    60_000,
  );
});
