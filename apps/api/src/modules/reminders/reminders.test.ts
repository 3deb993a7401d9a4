import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, departures, treks, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { tripEndDate } from '../settings/booking-settings.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { writeBookingReminders } from './reminders.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let traveller: { token: string; userId: number };
let admin: { token: string };
const publicUrl = 'https://trails.example';

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
  traveller = await ctx.tokenFor('customer');
  admin = await ctx.tokenFor('admin');
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const PACKING = 'Trekking shoes\n- Down jacket\nHeadlamp';

/** A trek with its briefing, booked and confirmed; its dates then moved to start `startsIn` days from today. */
async function bookedTrek(startsIn: number, options: { leader?: 'staff' | 'named' } = {}) {
  const trek = await catalogue.trek(destinationId);
  await ctx.db
    .update(treks)
    .set({
      meetingPoint: 'Sankri, Gangotri Guest House, 4 pm',
      packingList: PACKING,
      leaderName: 'Trek desk',
      leaderPhone: '+91 98160 12345',
    })
    .where(eq(treks.id, trek.id));
  const departure = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(30) });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(traveller.token),
    payload: {
      trek_id: trek.id,
      departure_id: departure.id,
      passengers: 1,
      contact_name: 'Kabir Sethi',
      contact_email: 'kabir@example.test',
      contact_phone: '+91 98100 00000',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().data as { id: number };
  const startDate = dayFromToday(startsIn);
  await ctx.db
    .update(bookings)
    .set({ status: 'confirmed', travelDate: startDate, endDate: tripEndDate(startDate, 3) })
    .where(eq(bookings.id, booking.id));
  if (options.leader === 'staff') {
    const leader = await ctx.createUser({ role: 'staff', name: 'Tashi Negi' });
    await ctx.db.update(users).set({ phone: '+91 94180 55555' }).where(eq(users.id, leader.id));
    await ctx.db.update(departures).set({ leaderUserId: leader.id }).where(eq(departures.id, departure.id));
  }
  if (options.leader === 'named')
    await ctx.db.update(departures).set({ leaderName: 'Rinchen Dorje' }).where(eq(departures.id, departure.id));
  return { ...booking, trek };
}

const remindersOf = async (bookingId: number) =>
  (await fixtures.emailsOf(bookingId)).filter(
    (email) => email.kind.startsWith('booking_pre_') || email.kind.startsWith('booking_review'),
  );
const sweep = (db = ctx.db) => writeBookingReminders(db, new Date(), { publicUrl });

describe('booking reminders', () => {
  it('writes the pre-departure email once, with the meeting point, packing list and leader', async () => {
    const soon = await bookedTrek(5, { leader: 'staff' });
    const later = await bookedTrek(20);
    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await sweep();
    const emails = await remindersOf(soon.id);
    expect(emails.map((email) => email.kind)).toEqual(['booking_pre_departure']);
    const [email] = emails;
    expect(email!.toAddress).toBe('kabir@example.test');
    expect(email!.subject).toContain('starts on');
    expect(email!.text).toContain('Your trip starts in 5 days');
    expect(email!.text).toContain('Sankri, Gangotri Guest House, 4 pm');
    expect(email!.text).toContain('• Down jacket');
    expect(email!.text).toContain('• Headlamp');
    // The departure's staff leader before the trek's desk.
    expect(email!.text).toContain('Tashi Negi, +91 94180 55555');
    expect(await remindersOf(later.id)).toHaveLength(0);

    const documents = await ctx.app.inject({
      url: `/api/admin/bookings/${soon.id}/documents`,
      headers: bearer(admin.token),
    });
    expect(documents.json().data.reminders).toEqual([{ kind: 'pre_departure', sent_at: expect.any(String) }]);
  }, 60_000);

  it('follows the pre_departure_days setting and names an outside guide without a phone', async () => {
    await upsertSetting(ctx.db, { key: 'pre_departure_days', value: '12', type: 'number', isPublic: false });
    const booking = await bookedTrek(10, { leader: 'named' });
    await sweep();
    await upsertSetting(ctx.db, { key: 'pre_departure_days', value: '7', type: 'number', isPublic: false });
    const [email] = await remindersOf(booking.id);
    expect(email!.text).toContain('Rinchen Dorje');
    expect(email!.text).not.toContain('+91 98160 12345');
  }, 60_000);

  it('asks for a review the day after the trip ends, once, linking to the trip’s review form', async () => {
    const ended = await bookedTrek(-4); // a 3-day trip that started 4 days ago ended yesterday
    const endsToday = await bookedTrek(-2);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const emails = await remindersOf(ended.id);
    expect(emails.map((email) => email.kind)).toEqual(['booking_review_request']);
    expect(emails[0]!.subject).toContain('How was');
    expect(emails[0]!.html).toContain(`${publicUrl}/trek/${ended.trek.slug}#write-review`);
    expect(await remindersOf(endsToday.id)).toHaveLength(0);
  }, 60_000);

  it('writes nothing for a cancelled booking', async () => {
    const booking = await bookedTrek(3);
    const past = await bookedTrek(-4);
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, past.id));
    await sweep();
    expect(await remindersOf(booking.id)).toHaveLength(0);
    expect(await remindersOf(past.id)).toHaveLength(0);
  }, 60_000);

  it('writes the reminders in the traveller’s language', async () => {
    const booking = await bookedTrek(6);
    await ctx.db.update(users).set({ locale: 'de' }).where(eq(users.id, traveller.userId));
    await sweep();
    await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, traveller.userId));
    const [email] = await remindersOf(booking.id);
    expect(email!.html).toContain('<html lang="de">');
    expect(email!.text).toContain('Ihre Reise beginnt in 6 Tagen');
    expect(email!.text).toContain('Was Sie einpacken sollten:');
  }, 60_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'writes each reminder once when two server processes sweep at the same moment',
    async () => {
      const other = ctx.anotherDatabase();
      const made = await Promise.all([bookedTrek(2), bookedTrek(4), bookedTrek(-3), bookedTrek(-5)]);
      await Promise.all([sweep(ctx.db), sweep(other), sweep(ctx.db), sweep(other)]);
      for (const booking of made) expect(await remindersOf(booking.id)).toHaveLength(1);
    },
    60_000,
  );
});
