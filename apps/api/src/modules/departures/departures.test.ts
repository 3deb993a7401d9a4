import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, fillMessage } from '@trails/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  destinationId = (await catalogue.destination()).id;
  staff = bearer((await ctx.tokenFor('staff')).token);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

describe('public departures', () => {
  it('lists upcoming open departures in date order with seats left and price, by id or slug', async () => {
    const trek = await catalogue.trek(destinationId, { price: 12_000 });
    const later = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(40), seatsTotal: 15, seatsBooked: 13 });
    const sooner = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(10), price: 14_000 });
    await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(20), status: 'closed' });
    await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(-5) });

    for (const id of [trek.id, trek.slug]) {
      const response = await ctx.app.inject({ url: `/api/treks/${id}/departures` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { id: sooner.id, start_date: sooner.startDate, end_date: sooner.endDate, seats_total: 12, seats_left: 12, price: 14_000, status: 'open' },
        { id: later.id, start_date: later.startDate, end_date: later.endDate, seats_total: 15, seats_left: 2, price: 12_000, status: 'open' },
      ]);
    }
  });

  it('answers an empty list for a trip run on request, and 404 for a hidden or unknown one', async () => {
    const tour = await catalogue.tour(destinationId);
    expect((await ctx.app.inject({ url: `/api/tours/${tour.id}/departures` })).json()).toEqual({ success: true, data: [] });
    const hidden = await catalogue.tour(destinationId, { isActive: false });
    const missing = await ctx.app.inject({ url: `/api/tours/${hidden.id}/departures` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.tourNotFound);
    expect((await ctx.app.inject({ url: '/api/treks/999999/departures' })).statusCode).toBe(404);
  });
});

describe('admin departures', () => {
  it('needs a staff token: none is 401, a traveller is 403', async () => {
    expect((await admin('GET', '/departures', {})).statusCode).toBe(401);
    const traveller = bearer((await ctx.tokenFor('customer')).token);
    expect((await admin('GET', '/departures', traveller)).statusCode).toBe(403);
    // A back-office token whose account is now a traveller's.
    const demoted = await ctx.tokenFor('staff');
    await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.userId));
    const refused = await admin('GET', '/departures', bearer(demoted.token));
    expect(refused.statusCode).toBe(403);
    expect((await admin('POST', '/departures', bearer(demoted.token), { tour_id: 1 })).statusCode).toBe(403);
    expect((await admin('POST', '/departures', {}, { tour_id: 1 })).statusCode).toBe(401);
    expect((await admin('PUT', '/departures/1', {}, {})).statusCode).toBe(401);
    expect((await admin('DELETE', '/departures/1', {})).statusCode).toBe(401);
  });

  it('creates with an end date that follows the duration, lists by trip, paginated', async () => {
    const tour = await catalogue.tour(destinationId, { durationDays: 6, price: 20_000 });
    const created = await admin('POST', '/departures', staff, { tour_id: tour.id, start_date: dayFromToday(30), seats_total: 14, note: 'Diwali batch' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: MESSAGES.departureCreated,
      data: { tour_id: tour.id, trek_id: null, start_date: dayFromToday(30), end_date: dayFromToday(35), seats_total: 14, seats_booked: 0, seats_left: 14, price: 20_000, price_override: null, status: 'open', note: 'Diwali batch' },
    });
    await admin('POST', '/departures', staff, { tour_id: tour.id, start_date: dayFromToday(10), seats_total: 8, price: 18_000, status: 'closed' });

    const page = (await admin('GET', `/departures?tour_id=${tour.id}&per_page=1`, staff)).json();
    expect(page.data.map((row: { start_date: string }) => row.start_date)).toEqual([dayFromToday(10)]);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(page.data[0]).toMatchObject({ price: 18_000, price_override: 18_000, status: 'closed' });
  });

  it('validates the body per field', async () => {
    const trek = await catalogue.trek(destinationId);
    const cases: Array<[object, string]> = [
      [{ start_date: dayFromToday(5), seats_total: 10 }, 'tour_id'],
      [{ tour_id: 1, trek_id: trek.id, start_date: dayFromToday(5), seats_total: 10 }, 'trek_id'],
      [{ trek_id: trek.id, start_date: 'soon', seats_total: 10 }, 'start_date'],
      [{ trek_id: trek.id, start_date: dayFromToday(5), seats_total: 0 }, 'seats_total'],
      [{ trek_id: trek.id, start_date: dayFromToday(5), seats_total: 5000 }, 'seats_total'],
      [{ trek_id: trek.id, start_date: dayFromToday(5), seats_total: 10, price: -5 }, 'price'],
      [{ trek_id: trek.id, start_date: dayFromToday(5), seats_total: 10, status: 'maybe' }, 'status'],
      [{ trek_id: 999_999, start_date: dayFromToday(5), seats_total: 10 }, 'trek_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await admin('POST', '/departures', staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], field).toBeDefined();
    }
  });

  it('never sets seats below those booked, moves bookings with a new date, and deletes only without active bookings', async () => {
    const tour = await catalogue.tour(destinationId, { durationDays: 3 });
    const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 10 });
    const traveller = bearer((await ctx.tokenFor('customer')).token);
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: { tour_id: tour.id, departure_id: departure.id, passengers: 4, contact_name: 'Dev', contact_email: 'dev@example.test', contact_phone: '+91 90000 00000' },
    });
    expect(booking.statusCode).toBe(201);

    const tooFew = await admin('PUT', `/departures/${departure.id}`, staff, { seats_total: 3 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().errors.seats_total).toEqual([fillMessage(MESSAGES.seatsBelowBooked, { count: 4 })]);

    const moved = await admin('PUT', `/departures/${departure.id}`, staff, { seats_total: 4, start_date: dayFromToday(50), price: 9_000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ seats_total: 4, seats_left: 0, start_date: dayFromToday(50), end_date: dayFromToday(52), price: 9_000 });
    const mine = (await ctx.app.inject({ url: `/api/bookings/${booking.json().data.id}`, headers: traveller })).json().data;
    expect(mine).toMatchObject({ travel_date: dayFromToday(50), end_date: dayFromToday(52) });

    const blocked = await admin('DELETE', `/departures/${departure.id}`, staff);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MESSAGES.departureHasBookings);
    expect((await admin('PUT', `/departures/${departure.id}`, staff, { status: 'closed' })).json().data.status).toBe('closed');

    await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.json().data.id}/cancel`, headers: traveller });
    const deleted = await admin('DELETE', `/departures/${departure.id}`, staff);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.departureDeleted });
    expect((await admin('DELETE', `/departures/${departure.id}`, staff)).statusCode).toBe(404);
    expect((await admin('PUT', '/departures/999999', staff, { seats_total: 5 })).statusCode).toBe(404);
  });
});
