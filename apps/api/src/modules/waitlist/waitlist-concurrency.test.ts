import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { App } from '../../lib/types.ts';
import { emailOutbox, waitlistEntries } from '../../db/schema/index.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { createWaitlistService } from './waitlist.service.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
/** The apps the racing requests go to: on PostgreSQL two, as two server processes; PGlite is one process. */
let apps: App[];

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  destinationId = (await catalogue.destination()).id;
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '100', type: 'number', isPublic: false });
  apps = testDatabaseKind === 'postgres' ? [ctx.app, await ctx.anotherApp()] : [ctx.app];
});
afterAll(async () => {
  await ctx.close();
});

const contact = { contact_name: 'Rush Hour', contact_email: 'rush@example.test', contact_phone: '+91 90000 12345' };

async function traveller() {
  const { token, userId } = await ctx.tokenFor('customer');
  return { headers: bearer(token), userId };
}

/** A full departure of `bookings` one-seat bookings with `waiting` travellers in line for one seat each. */
async function fullLine(bookingCount: number, waiting: number) {
  const trek = await catalogue.trek(destinationId);
  const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: bookingCount });
  const booker = await traveller();
  const booked: number[] = [];
  for (let i = 0; i < bookingCount; i++) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: booker.headers,
      payload: { ...contact, trek_id: trek.id, departure_id: departure.id, passengers: 1 },
    });
    expect(response.statusCode).toBe(201);
    booked.push(response.json().data.id);
  }
  for (let i = 0; i < waiting; i++) {
    const who = await traveller();
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/departures/${departure.id}/waitlist`,
      headers: who.headers,
      payload: { seats: 1 },
    });
    expect(joined.statusCode).toBe(201);
  }
  return { departure, booker, booked };
}

const entriesOf = (departureId: number) =>
  ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.departureId, departureId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));

async function offerEmailCount(entryIds: number[], kind: string) {
  if (entryIds.length === 0) return 0;
  const rows = await ctx.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedType, 'waitlist_entry'),
        inArray(emailOutbox.relatedId, entryIds),
        eq(emailOutbox.kind, kind),
      ),
    );
  return rows.length;
}

/** Seats held on the departure are exactly the seats of its live offers, and never more than free. */
async function expectConsistent(departureId: number) {
  const departure = await fixtures.readDeparture(departureId);
  const entries = await entriesOf(departureId);
  const offered = entries.filter((entry) => entry.status === 'offered');
  expect(departure.seatsHeld).toBe(offered.reduce((sum, entry) => sum + entry.seats, 0));
  expect(departure.seatsBooked + departure.seatsHeld).toBeLessThanOrEqual(departure.seatsTotal);
  return { departure, entries, offered };
}

describe('waitlist offers under concurrency', () => {
  it('never offers one freed seat twice when cancellations race (also across processes)', async () => {
    for (let round = 0; round < 3; round++) {
      const { departure, booker, booked } = await fullLine(4, 6);
      const responses = await Promise.all(
        booked.slice(0, 3).map((id, index) =>
          apps[index % apps.length]!.inject({
            method: 'POST',
            url: `/api/bookings/${id}/cancel`,
            headers: booker.headers,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const { departure: after, entries, offered } = await expectConsistent(departure.id);
      expect(after.seatsBooked).toBe(1);
      expect(after.seatsHeld).toBe(3);
      // The first three in line, once each.
      expect(entries.map((entry) => entry.status)).toEqual([
        'offered',
        'offered',
        'offered',
        'waiting',
        'waiting',
        'waiting',
      ]);
      expect(
        await offerEmailCount(
          offered.map((entry) => entry.id),
          'waitlist_offer',
        ),
      ).toBe(3);
    }
  }, 180_000);

  it('expires each offer once and passes it on once when sweeps run in several processes', async () => {
    const { departure, booker, booked } = await fullLine(3, 5);
    for (const id of booked.slice(0, 2))
      await ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: booker.headers });
    const sweepers = [0, 1, 2].map(() => createWaitlistService(ctx.db, { publicUrl: 'http://localhost:3000' }));
    const later = new Date(Date.now() + 13 * 3_600_000);
    // Other tests' offers expire in these sweeps too: what counts is that each of ours ended once.
    await Promise.all(sweepers.map((sweeper) => sweeper.expireOffers(later)));
    const { entries, offered } = await expectConsistent(departure.id);
    expect(entries.map((entry) => entry.status)).toEqual(['expired', 'expired', 'offered', 'offered', 'waiting']);
    expect(
      await offerEmailCount(
        entries.slice(0, 2).map((entry) => entry.id),
        'waitlist_offer_expired',
      ),
    ).toBe(2);
    expect(
      await offerEmailCount(
        offered.map((entry) => entry.id),
        'waitlist_offer',
      ),
    ).toBe(2);
  }, 120_000);

  it('keeps held seats equal to live offers while cancellations, staff seat changes and sweeps overlap', async () => {
    const { departure, booker, booked } = await fullLine(6, 8);
    const staff = bearer((await ctx.tokenFor('staff')).token);
    const sweeper = createWaitlistService(ctx.db, { publicUrl: 'http://localhost:3000' });
    await Promise.all([
      ...booked.slice(0, 4).map((id, index) =>
        apps[index % apps.length]!.inject({
          method: 'POST',
          url: `/api/bookings/${id}/cancel`,
          headers: booker.headers,
        }),
      ),
      apps[apps.length - 1]!.inject({
        method: 'PUT',
        url: `/api/admin/departures/${departure.id}`,
        headers: staff,
        payload: { seats_total: 8 },
      }),
      sweeper.expireOffers(new Date()),
    ]);
    const { departure: after, entries, offered } = await expectConsistent(departure.id);
    expect(after.seatsTotal).toBe(8);
    expect(after.seatsBooked).toBe(2);
    // Six seats came back, six travellers in line were offered one each, in order.
    expect(offered).toHaveLength(6);
    expect(entries.map((entry) => entry.status)).toEqual([...Array(6).fill('offered'), 'waiting', 'waiting']);
    expect(
      await offerEmailCount(
        offered.map((entry) => entry.id),
        'waitlist_offer',
      ),
    ).toBe(6);
  }, 120_000);
});
