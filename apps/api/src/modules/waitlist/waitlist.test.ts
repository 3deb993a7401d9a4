import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { bookings, departures, emailOutbox, waitlistEntries } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { expireHeldBookings } from '../../test/hold-expiry.ts';
import { createWaitlistService } from './waitlist.service.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let staff: Record<string, string>;
let waitlist: ReturnType<typeof createWaitlistService>;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
  staff = bearer((await ctx.tokenFor('staff')).token);
  waitlist = createWaitlistService(ctx.db, { publicUrl: 'http://localhost:3000' });
  // Travellers here hold several bookings at once.
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '50', type: 'number', isPublic: false });
});
afterAll(async () => {
  await ctx.close();
});

const contact = {
  contact_name: 'Tenzin Dolma',
  contact_email: 'tenzin@example.test',
  contact_phone: '+91 98160 22222',
};

async function traveller() {
  const { token, userId, email } = await ctx.tokenFor('customer');
  return { headers: bearer(token), userId, email };
}
type Traveller = Awaited<ReturnType<typeof traveller>>;

/** A tour departure whose seats are all booked, one booking per entry of `bookingSeats`. */
async function fullDeparture(bookingSeats: number[], values: Partial<typeof departures.$inferInsert> = {}) {
  const tour = await catalogue.tour(destinationId);
  const total = bookingSeats.reduce((a, b) => a + b, 0);
  const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: total, ...values });
  const booker = await traveller();
  const booked: number[] = [];
  for (const passengers of bookingSeats) {
    const response = await book(booker, { tour_id: tour.id, departure_id: departure.id, passengers });
    expect(response.statusCode).toBe(201);
    booked.push(response.json().data.id);
  }
  return { tour, departure, booker, booked };
}

const book = (who: Traveller, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers: who.headers, payload: { ...contact, ...payload } });
const join = (who: Traveller | null, departureId: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/departures/${departureId}/waitlist`,
    ...(who ? { headers: who.headers } : {}),
    payload,
  });
const leave = (who: Traveller | null, departureId: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/departures/${departureId}/waitlist`,
    ...(who ? { headers: who.headers } : {}),
  });
const cancel = (who: Traveller, bookingId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: who.headers });
const mine = async (who: Traveller) =>
  (await ctx.app.inject({ url: '/api/waitlist', headers: who.headers })).json().data as Array<{
    departure_id: number;
    status: string;
    position: number | null;
    seats: number;
    offer_expires_at: string | null;
  }>;

async function entriesOf(departureId: number) {
  return ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.departureId, departureId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

async function offerEmails(entryId: number, kind = 'waitlist_offer') {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedType, 'waitlist_entry'),
        eq(emailOutbox.relatedId, entryId),
        eq(emailOutbox.kind, kind),
      ),
    );
}

/** The offer token in the link of the entry's (latest) offer email. */
async function offerToken(entryId: number) {
  const emails = await offerEmails(entryId);
  const match = /[?&]offer=([A-Za-z0-9_-]+)/.exec(emails.at(-1)?.text ?? '');
  if (!match) throw new Error('no offer link in the email');
  return match[1]!;
}

describe('POST /api/departures/:id/waitlist', () => {
  it('joins a full departure in order, with positions, and refuses to join twice', async () => {
    const { departure } = await fullDeparture([2]);
    const first = await traveller();
    const second = await traveller();
    const joined = await join(first, departure.id, { seats: 2 });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      success: true,
      message: 'You are on the waitlist',
      data: { departure_id: departure.id, seats: 2, status: 'waiting', position: 1, offer_expires_at: null },
    });
    expect((await join(second, departure.id, { seats: 1 })).json().data.position).toBe(2);
    const again = await join(first, departure.id, { seats: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already on the waitlist for this departure');
  });

  it('answers 401 without a token and 422 for bad seats, naming the field', async () => {
    const { departure } = await fullDeparture([2]);
    expect((await join(null, departure.id, { seats: 1 })).statusCode).toBe(401);
    const who = await traveller();
    for (const seats of [0, 11, 'two', null, 1.5]) {
      const response = await join(who, departure.id, { seats });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.seats).toEqual(['Seats wanted must be between 1 and 10']);
    }
    const missing = await join(who, departure.id, {});
    expect(missing.statusCode).toBe(422);
    // More seats than the departure has at all.
    const tooMany = await join(who, departure.id, { seats: 3 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.seats).toEqual(['This departure has 2 seat(s) in all']);
    expect((await join(who, 2_000_000_000, { seats: 1 })).statusCode).toBe(404);
    expect(await entriesOf(departure.id)).toHaveLength(0);
  });

  it('is a 409 while the departure still has the seats wanted, and for a closed departure', async () => {
    const tour = await catalogue.tour(destinationId);
    const open = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 4 });
    const who = await traveller();
    const response = await join(who, open.id, { seats: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This departure still has seats: book them instead');
    const closed = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 4, status: 'closed' });
    expect((await join(who, closed.id, { seats: 1 })).statusCode).toBe(409);
    // Fewer seats left than wanted: the traveller may wait for the rest.
    const booker = await traveller();
    expect((await book(booker, { tour_id: tour.id, departure_id: open.id, passengers: 3 })).statusCode).toBe(201);
    expect((await join(who, open.id, { seats: 2 })).statusCode).toBe(201);
  });
});

describe('DELETE /api/departures/:id/waitlist and GET /api/waitlist', () => {
  it('lists the traveller’s own places with their position; leaving moves the line up', async () => {
    const { departure } = await fullDeparture([3]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 1 });
    await join(second, departure.id, { seats: 1 });
    expect(await mine(second)).toMatchObject([{ departure_id: departure.id, position: 2, status: 'waiting' }]);

    expect((await leave(null, departure.id)).statusCode).toBe(401);
    // Someone not in line (the entry is another's): 404, nothing changes.
    const stranger = await traveller();
    const notOwner = await leave(stranger, departure.id);
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().message).toBe('You are not on the waitlist for this departure');
    expect((await leave(first, 2_000_000_000)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/departures/abc/waitlist', headers: first.headers }))
        .statusCode,
    ).toBe(422);

    const left = await leave(first, departure.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You left the waitlist');
    expect(await mine(second)).toMatchObject([{ position: 1 }]);
    expect(await mine(first)).toMatchObject([{ status: 'left', position: null }]);
    const live = await ctx.app.inject({ url: '/api/waitlist?live=true', headers: first.headers });
    expect(live.json().data).toEqual([]);
    expect(live.json().meta).toMatchObject({ total: 0 });
    expect((await ctx.app.inject({ url: '/api/waitlist' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/waitlist?per_page=500', headers: first.headers })).statusCode).toBe(422);
    // Gone from the line: joining again starts at the back.
    expect((await join(first, departure.id, { seats: 1 })).json().data.position).toBe(2);
  });
});

describe('offers', () => {
  it('offers seats a cancellation frees to the first in line, holds them and emails the link', async () => {
    const { departure, booker, booked } = await fullDeparture([2, 2]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 2 });
    await join(second, departure.id, { seats: 2 });

    expect((await cancel(booker, booked[0]!)).statusCode).toBe(200);
    const [a, b] = await entriesOf(departure.id);
    expect(a).toMatchObject({ status: 'offered' });
    expect(b).toMatchObject({ status: 'waiting' });
    // Held for 12 hours (the default), and no longer free to the public.
    expect(a!.offerExpiresAt!.getTime() - a!.offeredAt!.getTime()).toBe(12 * 3_600_000);
    const after = await fixtures.readDeparture(departure.id);
    expect(after).toMatchObject({ seatsBooked: 2, seatsHeld: 2 });
    const list = await ctx.app.inject({ url: `/api/tours/${departure.tourId}/departures` });
    expect(list.json().data.find((d: { id: number }) => d.id === departure.id).seats_left).toBe(0);
    const outsider = await traveller();
    const refused = await book(outsider, { tour_id: departure.tourId, departure_id: departure.id, passengers: 1 });
    expect(refused.statusCode).toBe(409);

    const emails = await offerEmails(a!.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.toAddress).toBe(first.email);
    expect(emails[0]!.text).toContain(`/booking/`);
    expect(emails[0]!.text).toContain(`departure=${departure.id}`);
    // Only the token's hash is stored.
    const token = await offerToken(a!.id);
    expect(a!.offerTokenHash).not.toBe(token);
    expect(await mine(first)).toMatchObject([{ status: 'offered', position: 1 }]);
  });

  it('offers to the first traveller whose request fits, passing over a bigger one', async () => {
    const { departure, booker, booked } = await fullDeparture([1, 3]);
    const big = await traveller();
    const small = await traveller();
    await join(big, departure.id, { seats: 3 });
    await join(small, departure.id, { seats: 1 });
    await cancel(booker, booked[0]!);
    const [a, b] = await entriesOf(departure.id);
    expect(a).toMatchObject({ status: 'waiting', seats: 3 });
    expect(b).toMatchObject({ status: 'offered', seats: 1 });
  });

  it('offers seats an expired hold frees', async () => {
    const { departure } = await fullDeparture([2]);
    const who = await traveller();
    await join(who, departure.id, { seats: 2 });
    expect(await expireHeldBookings(ctx.db, new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThan(0);
    const [entry] = await entriesOf(departure.id);
    expect(entry).toMatchObject({ status: 'offered' });
    expect(await fixtures.readDeparture(departure.id)).toMatchObject({ seatsBooked: 0, seatsHeld: 2 });
  });

  it('offers seats staff add, and never lets the seats drop below booked plus held', async () => {
    const { departure } = await fullDeparture([2]);
    const who = await traveller();
    await join(who, departure.id, { seats: 2 });
    const more = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/departures/${departure.id}`,
      headers: staff,
      payload: { seats_total: 4 },
    });
    expect(more.statusCode).toBe(200);
    expect(more.json().data).toMatchObject({ seats_booked: 2, seats_held: 2, seats_left: 0 });
    expect((await entriesOf(departure.id))[0]).toMatchObject({ status: 'offered' });
    const less = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/departures/${departure.id}`,
      headers: staff,
      payload: { seats_total: 3 },
    });
    expect(less.statusCode).toBe(422);
    expect(less.json().errors.seats_total).toEqual(['Seats cannot be fewer than the 4 already booked']);
  });

  it('passes an offer not taken in time to the next in line, once, with an email to each', async () => {
    await upsertSetting(ctx.db, { key: 'waitlist_offer_hours', value: '6', type: 'number', isPublic: true });
    try {
      const { departure, booker, booked } = await fullDeparture([1, 1]);
      const first = await traveller();
      const second = await traveller();
      await join(first, departure.id, { seats: 1 });
      await join(second, departure.id, { seats: 1 });
      await cancel(booker, booked[0]!);
      const [a] = await entriesOf(departure.id);
      expect(a!.offerExpiresAt!.getTime() - a!.offeredAt!.getTime()).toBe(6 * 3_600_000);

      // Not yet.
      expect(await waitlist.expireOffers(new Date(Date.now() + 5 * 3_600_000))).toBe(0);
      const later = new Date(Date.now() + 7 * 3_600_000);
      const [one, two] = await Promise.all([waitlist.expireOffers(later), waitlist.expireOffers(later)]);
      expect(one + two).toBe(1);
      const [x, y] = await entriesOf(departure.id);
      expect(x).toMatchObject({ status: 'expired' });
      expect(y).toMatchObject({ status: 'offered' });
      expect(await offerEmails(x!.id, 'waitlist_offer_expired')).toHaveLength(1);
      expect(await offerEmails(y!.id)).toHaveLength(1);
      expect(await fixtures.readDeparture(departure.id)).toMatchObject({ seatsBooked: 1, seatsHeld: 1 });
      // The old link no longer books.
      const stale = await book(first, {
        tour_id: departure.tourId,
        departure_id: departure.id,
        passengers: 1,
        waitlist_offer: await offerToken(x!.id),
      });
      expect(stale.statusCode).toBe(422);
      expect(stale.json().errors.waitlist_offer).toEqual(['This waitlist offer has expired or is no longer valid']);
    } finally {
      await upsertSetting(ctx.db, { key: 'waitlist_offer_hours', value: '12', type: 'number', isPublic: true });
    }
  });

  it('withdraws live offers when staff close the departure: seats back, the link stops booking, the place in line kept', async () => {
    const { departure, booker, booked } = await fullDeparture([1, 1]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 1 });
    await join(second, departure.id, { seats: 1 });
    await cancel(booker, booked[0]!);
    const [offered] = await entriesOf(departure.id);
    expect(offered).toMatchObject({ status: 'offered' });
    const token = await offerToken(offered!.id);

    const close = (status: 'open' | 'closed') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/departures/${departure.id}`,
        headers: staff,
        payload: { status },
      });
    const closed = await close('closed');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', seats_booked: 1, seats_held: 0 });
    const [x, y] = await entriesOf(departure.id);
    expect(x).toMatchObject({ status: 'waiting', offerTokenHash: null, offerExpiresAt: null });
    expect(y).toMatchObject({ status: 'waiting' });
    expect(await offerEmails(x!.id, 'waitlist_offer_withdrawn')).toHaveLength(1);
    expect((await offerEmails(x!.id, 'waitlist_offer_withdrawn'))[0]!.text).toContain('no longer works');
    // The old link no longer books (the departure is closed, and the offer is gone).
    const stale = await book(first, {
      tour_id: departure.tourId,
      departure_id: departure.id,
      passengers: 1,
      waitlist_offer: token,
    });
    expect(stale.statusCode).not.toBe(201);

    // Open again: the first in line is offered first, with a new link.
    expect((await close('open')).statusCode).toBe(200);
    const [again, still] = await entriesOf(departure.id);
    expect(again).toMatchObject({ id: x!.id, status: 'offered' });
    expect(still).toMatchObject({ status: 'waiting' });
    expect(await offerEmails(x!.id)).toHaveLength(2);
    expect(await fixtures.readDeparture(departure.id)).toMatchObject({ seatsBooked: 1, seatsHeld: 1 });
  });

  it('leaving with an offer passes its seats on', async () => {
    const { departure, booker, booked } = await fullDeparture([1, 1]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 1 });
    await join(second, departure.id, { seats: 1 });
    await cancel(booker, booked[0]!);
    expect((await leave(first, departure.id)).statusCode).toBe(200);
    const [a, b] = await entriesOf(departure.id);
    expect(a).toMatchObject({ status: 'left' });
    expect(b).toMatchObject({ status: 'offered' });
    expect(await fixtures.readDeparture(departure.id)).toMatchObject({ seatsHeld: 1 });
  });
});

describe('booking from an offer', () => {
  it('books exactly the held seats with the token, and only for its traveller', async () => {
    const { departure, booker, booked } = await fullDeparture([2, 1]);
    const who = await traveller();
    await join(who, departure.id, { seats: 2 });
    await cancel(booker, booked[0]!);
    const [entry] = await entriesOf(departure.id);
    const token = await offerToken(entry!.id);

    const offer = await ctx.app.inject({ url: `/api/waitlist/offers/${token}`, headers: who.headers });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data).toMatchObject({ departure_id: departure.id, seats: 2, trip: { type: 'tour' } });
    const other = await traveller();
    expect((await ctx.app.inject({ url: `/api/waitlist/offers/${token}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ url: `/api/waitlist/offers/${token}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/waitlist/offers/not%20a%20token', headers: who.headers })).statusCode,
    ).toBe(422);

    const payload = { tour_id: departure.tourId, departure_id: departure.id, waitlist_offer: token };
    // The quote prices it though the seats are not free to the public.
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { ...payload, passengers: 2 },
    });
    expect(quote.statusCode).toBe(200);
    // Another traveller with the link, or other seats than offered: refused.
    const stolen = await book(other, { ...payload, passengers: 2 });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.waitlist_offer).toBeDefined();
    const fewer = await book(who, { ...payload, passengers: 1 });
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json().errors.passengers).toEqual(['This offer is for 2 seat(s)']);

    const made = await book(who, { ...payload, passengers: 2 });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ passengers: 2, departure_id: departure.id, status: 'pending' });
    expect(await fixtures.readDeparture(departure.id)).toMatchObject({ seatsBooked: 3, seatsHeld: 0 });
    const [after] = await entriesOf(departure.id);
    expect(after).toMatchObject({ status: 'booked', bookingId: made.json().data.id });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, made.json().data.id));
    expect(row!.userId).toBe(who.userId);
    // Used once.
    expect((await book(who, { ...payload, passengers: 2 })).statusCode).toBe(422);
  });
});

describe('admin waitlist', () => {
  it('lists a departure’s line in order with offers, for staff only', async () => {
    const { departure, booker, booked } = await fullDeparture([1, 2]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 1 });
    await join(second, departure.id, { seats: 2 });
    await cancel(booker, booked[0]!);
    const url = `/api/admin/departures/${departure.id}/waitlist`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: first.headers })).statusCode).toBe(403);
    const response = await ctx.app.inject({ url, headers: staff });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows).toMatchObject([
      { position: 1, seats: 1, status: 'offered', user: { id: first.userId, email: first.email } },
      { position: 2, seats: 2, status: 'waiting', offer_expires_at: null },
    ]);
    expect(rows[0].offer_expires_at).toEqual(expect.any(String));
    expect((await ctx.app.inject({ url: `${url}?per_page=0`, headers: staff })).statusCode).toBe(422);
  });

  it('offers free seats by hand to a waiting traveller, out of turn', async () => {
    const { departure } = await fullDeparture([3]);
    const first = await traveller();
    const second = await traveller();
    await join(first, departure.id, { seats: 3 });
    await join(second, departure.id, { seats: 1 });
    const [, entry] = await entriesOf(departure.id);
    const url = `/api/admin/departures/${departure.id}/waitlist/${entry!.id}/offer`;
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url, headers: first.headers })).statusCode).toBe(403);
    const none = await ctx.app.inject({ method: 'POST', url, headers: staff });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Only 0 seat(s) are free on this departure');
    // A seat comes free outside the waitlist's sight (as when seats were left over when the line formed).
    await ctx.db.update(departures).set({ seatsTotal: 4 }).where(eq(departures.id, departure.id));
    const offered = await ctx.app.inject({ method: 'POST', url, headers: staff });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().message).toBe('Seats offered');
    expect((await entriesOf(departure.id)).map((row) => row.status)).toEqual(['waiting', 'offered']);
    expect((await ctx.app.inject({ method: 'POST', url, headers: staff })).statusCode).toBe(409);
    const unknown = `/api/admin/departures/${departure.id}/waitlist/2000000000/offer`;
    expect((await ctx.app.inject({ method: 'POST', url: unknown, headers: staff })).statusCode).toBe(404);
  });
});
