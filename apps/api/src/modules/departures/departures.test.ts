import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, bookingPayments, users } from '../../db/schema/index.ts';
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

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

describe('public departures', () => {
  it('lists upcoming open departures in date order with seats left and price, by id or slug', async () => {
    const trek = await catalogue.trek(destinationId, { price: 12_000 });
    const later = await fixtures.departure(
      { trekId: trek.id },
      { startDate: dayFromToday(40), seatsTotal: 15, seatsBooked: 13 },
    );
    const sooner = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(10), price: 14_000 });
    await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(20), status: 'closed' });
    await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(-5) });

    for (const id of [trek.id, trek.slug]) {
      const response = await ctx.app.inject({ url: `/api/treks/${id}/departures` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          id: sooner.id,
          start_date: sooner.startDate,
          end_date: sooner.endDate,
          seats_total: 12,
          seats_left: 12,
          price: 14_000,
          status: 'open',
        },
        {
          id: later.id,
          start_date: later.startDate,
          end_date: later.endDate,
          seats_total: 15,
          seats_left: 2,
          price: 12_000,
          status: 'open',
        },
      ]);
    }
  });

  it('answers an empty list for a trip run on request, and 404 for a hidden or unknown one', async () => {
    const tour = await catalogue.tour(destinationId);
    expect((await ctx.app.inject({ url: `/api/tours/${tour.id}/departures` })).json()).toEqual({
      success: true,
      data: [],
    });
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
    const created = await admin('POST', '/departures', staff, {
      tour_id: tour.id,
      start_date: dayFromToday(30),
      seats_total: 14,
      note: 'Diwali batch',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: MESSAGES.departureCreated,
      data: {
        tour_id: tour.id,
        trek_id: null,
        start_date: dayFromToday(30),
        end_date: dayFromToday(35),
        seats_total: 14,
        seats_booked: 0,
        seats_left: 14,
        price: 20_000,
        price_override: null,
        status: 'open',
        note: 'Diwali batch',
      },
    });
    await admin('POST', '/departures', staff, {
      tour_id: tour.id,
      start_date: dayFromToday(10),
      seats_total: 8,
      price: 18_000,
      status: 'closed',
    });

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
      payload: {
        tour_id: tour.id,
        departure_id: departure.id,
        passengers: 4,
        contact_name: 'Dev',
        contact_email: 'dev@example.test',
        contact_phone: '+91 90000 00000',
      },
    });
    expect(booking.statusCode).toBe(201);

    const tooFew = await admin('PUT', `/departures/${departure.id}`, staff, { seats_total: 3 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().errors.seats_total).toEqual([fillMessage(MESSAGES.seatsBelowBooked, { count: 4 })]);

    const moved = await admin('PUT', `/departures/${departure.id}`, staff, {
      seats_total: 4,
      start_date: dayFromToday(50),
      price: 9_000,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      seats_total: 4,
      seats_left: 0,
      start_date: dayFromToday(50),
      end_date: dayFromToday(52),
      price: 9_000,
    });
    const mine = (await ctx.app.inject({ url: `/api/bookings/${booking.json().data.id}`, headers: traveller })).json()
      .data;
    expect(mine).toMatchObject({ travel_date: dayFromToday(50), end_date: dayFromToday(52) });

    const blocked = await admin('DELETE', `/departures/${departure.id}`, staff);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MESSAGES.departureHasBookings);
    expect((await admin('PUT', `/departures/${departure.id}`, staff, { status: 'closed' })).json().data.status).toBe(
      'closed',
    );

    await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.json().data.id}/cancel`, headers: traveller });
    const deleted = await admin('DELETE', `/departures/${departure.id}`, staff);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.departureDeleted });
    expect((await admin('DELETE', `/departures/${departure.id}`, staff)).statusCode).toBe(404);
    expect((await admin('PUT', '/departures/999999', staff, { seats_total: 5 })).statusCode).toBe(404);
  });
});

describe('departures desk', () => {
  const book = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/bookings', headers, payload });

  it('lists every departure with its trip, seats and leader, filtered by kind, month and status', async () => {
    const trek = await catalogue.trek(destinationId, { title: 'Kedarkantha Winter Trek', price: 9_500 });
    const march = await fixtures.departure(
      { trekId: trek.id },
      { startDate: '2031-03-05', seatsTotal: 16, seatsBooked: 6 },
    );
    const lastOfMarch = await fixtures.departure(
      { trekId: trek.id },
      { startDate: '2031-03-31', status: 'closed', leaderName: 'Pemba Sherpa' },
    );
    await fixtures.departure({ trekId: trek.id }, { startDate: '2031-04-01' });
    await fixtures.departure({ trekId: trek.id }, { startDate: '2031-02-28' });

    const inMarch = await admin('GET', `/departures?trek_id=${trek.id}&month=2031-03`, staff);
    expect(inMarch.statusCode).toBe(200);
    expect(inMarch.json().data.map((row: { id: number }) => row.id)).toEqual([march.id, lastOfMarch.id]);
    expect(inMarch.json().data[0]).toMatchObject({
      trip: { kind: 'trek', id: trek.id, title: 'Kedarkantha Winter Trek', slug: trek.slug },
      seats_total: 16,
      seats_booked: 6,
      seats_left: 10,
      price: 9_500,
      leader_user_id: null,
      leader_name: null,
    });
    const closed = (await admin('GET', `/departures?trek_id=${trek.id}&status=closed`, staff)).json();
    expect(closed.data).toHaveLength(1);
    expect(closed.data[0]).toMatchObject({ id: lastOfMarch.id, leader_name: 'Pemba Sherpa' });

    const treksInMarch = (await admin('GET', '/departures?kind=trek&month=2031-03&per_page=100', staff)).json();
    expect(treksInMarch.data.every((row: { trip: { kind: string } }) => row.trip.kind === 'trek')).toBe(true);
    expect(treksInMarch.data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([march.id, lastOfMarch.id]),
    );
    const toursOnly = (await admin('GET', '/departures?kind=tour&per_page=100', staff)).json();
    expect(toursOnly.data.every((row: { trip: { kind: string } }) => row.trip.kind === 'tour')).toBe(true);

    const everything = (await admin('GET', '/departures?per_page=100', staff)).json();
    const dates = everything.data.map((row: { start_date: string }) => row.start_date);
    expect(dates).toEqual([...dates].sort());

    for (const query of ['month=2031-13', 'month=March', 'status=maybe', 'kind=boat']) {
      const refused = await admin('GET', `/departures?${query}`, staff);
      expect(refused.statusCode, query).toBe(422);
    }
    expect((await admin('GET', '/departures?month=2031-13', staff)).json().errors.month).toEqual([
      DEPARTURE_ADMIN_MESSAGES.monthInvalid,
    ]);
  });

  it('opens and closes, clears the price override, sets a staff or free-text leader, and logs each write', async () => {
    const tour = await catalogue.tour(destinationId, { price: 30_000, title: 'Ladakh Explorer' });
    const leader = await ctx.tokenFor('staff');
    const [leaderUser] = await ctx.db.select().from(users).where(eq(users.id, leader.userId));
    const created = await admin('POST', '/departures', staff, {
      tour_id: tour.id,
      start_date: dayFromToday(60),
      seats_total: 12,
      price: 28_000,
    });
    const id = created.json().data.id;

    const closed = await admin('PUT', `/departures/${id}`, staff, { status: 'closed' });
    expect(closed.json().data).toMatchObject({ status: 'closed', price: 28_000, price_override: 28_000 });
    const reopened = await admin('PUT', `/departures/${id}`, staff, { status: 'open', price: null });
    expect(reopened.json().data).toMatchObject({ status: 'open', price: 30_000, price_override: null });

    const led = await admin('PUT', `/departures/${id}`, staff, { leader_user_id: leader.userId });
    expect(led.statusCode).toBe(200);
    expect(led.json().data).toMatchObject({ leader_user_id: leader.userId, leader_name: leaderUser!.name });
    const guide = await admin('PUT', `/departures/${id}`, staff, { leader_name: 'Tashi Namgyal' });
    expect(guide.json().data).toMatchObject({ leader_user_id: null, leader_name: 'Tashi Namgyal' });
    const kept = await admin('PUT', `/departures/${id}`, staff, { seats_total: 14 });
    expect(kept.json().data).toMatchObject({ seats_total: 14, leader_name: 'Tashi Namgyal' });
    const cleared = await admin('PUT', `/departures/${id}`, staff, { leader_user_id: null });
    expect(cleared.json().data).toMatchObject({ leader_user_id: null, leader_name: null });

    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'departure'), eq(activityLogs.subjectId, id)));
    expect(logged.map((entry) => entry.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
    expect(logged[0]!.description).toContain('Ladakh Explorer');
  });

  it('refuses a leader who is not staff, both kinds of leader at once, and an unknown departure', async () => {
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id });
    const traveller = await ctx.tokenFor('customer');
    const cases: Array<[object, string, string]> = [
      [{ leader_user_id: traveller.userId }, 'leader_user_id', DEPARTURE_ADMIN_MESSAGES.leaderNotStaff],
      [{ leader_user_id: 999_999 }, 'leader_user_id', DEPARTURE_ADMIN_MESSAGES.leaderNotStaff],
      [{ leader_user_id: 'someone' }, 'leader_user_id', MESSAGES.invalidValue],
      [
        { leader_user_id: traveller.userId, leader_name: 'Both' },
        'leader_name',
        DEPARTURE_ADMIN_MESSAGES.leaderEitherOr,
      ],
      [{ leader_name: 'x'.repeat(121) }, 'leader_name', MESSAGES.tooLong],
      [{ price: 0 }, 'price', MESSAGES.priceInvalid],
      [{ status: 'maybe' }, 'status', MESSAGES.invalidValue],
    ];
    for (const [payload, field, message] of cases) {
      const response = await admin('PUT', `/departures/${departure.id}`, staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    expect((await fixtures.readDeparture(departure.id)).leaderUserId).toBeNull();
    expect((await admin('PUT', '/departures/999999', staff, { leader_name: 'Nobody' })).statusCode).toBe(404);
  });

  it('prints the manifest as PDF and CSV with every pending and confirmed booking, formulas neutralised', async () => {
    await fixtures.operatorSettings();
    const trek = await catalogue.trek(destinationId, { title: 'Har Ki Dun', price: 10_000 });
    const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 20, leaderName: 'Pemba Sherpa' });
    const traveller = bearer((await ctx.tokenFor('customer')).token);
    const trip = { trek_id: trek.id, departure_id: departure.id };
    const first = await book(traveller, {
      ...trip,
      passengers: 2,
      contact_name: 'अनन्या शर्मा',
      contact_email: 'ananya@example.test',
      contact_phone: '+91 98100 00001',
      special_requests: 'Vegetarian meals',
    });
    const second = await book(traveller, {
      ...trip,
      passengers: 1,
      contact_name: '=HYPERLINK("http://evil")',
      contact_email: 'rohan@example.test',
      contact_phone: '+91 98100 00002',
    });
    const gone = await book(traveller, {
      ...trip,
      passengers: 1,
      contact_name: 'Cancelled Person',
      contact_email: 'gone@example.test',
      contact_phone: '+91 98100 00003',
    });
    expect([first.statusCode, second.statusCode, gone.statusCode]).toEqual([201, 201, 201]);
    await ctx.app.inject({ method: 'POST', url: `/api/bookings/${gone.json().data.id}/cancel`, headers: traveller });

    const csv = await admin('GET', `/departures/${departure.id}/manifest.csv`, staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="manifest-.*har-ki-dun\.csv"$/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'Trip,Har Ki Dun',
      'Kind,trek',
      `Start date,${departure.startDate}`,
      `End date,${departure.endDate}`,
      'Trek leader,Pemba Sherpa',
      'Seats,3 / 20',
      'Status,open',
    ]);
    const header = lines.indexOf(
      'Reference,Lead traveller,Email,Phone,Passengers,Special requests,Booking status,Payment status,Total,Paid,Balance due,Currency',
    );
    // The departure's lines, the copy (staff: with medical notes), a blank line, then the bookings.
    expect(lines[7]).toBe('Copy,staff');
    expect(header).toBe(9);
    const rows = lines.slice(header + 1, lines.indexOf('', header));
    expect(rows).toHaveLength(2);
    // Then one line per passenger: nobody has given details yet, so the lead's name and pending.
    const people = lines.slice(lines.indexOf('', header) + 2);
    expect(people).toHaveLength(3);
    expect(people[0]).toMatch(/,1,अनन्या शर्मा,Details pending,/);
    const byReference = [first, second]
      .map((response) => response.json().data)
      .sort((a, b) => a.reference.localeCompare(b.reference));
    expect(rows.map((row) => row.split(',')[0])).toEqual(byReference.map((booking) => booking.reference));
    expect(csv.body).toContain(
      `${first.json().data.reference},अनन्या शर्मा,ananya@example.test,'+91 98100 00001,2,Vegetarian meals,pending,pending,20000,0,20000,INR`,
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toContain('Cancelled Person');

    const pdf = await admin('GET', `/departures/${departure.id}/manifest.pdf`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(5_000);
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');

    const empty = await fixtures.departure({ trekId: trek.id });
    const emptyCsv = (await admin('GET', `/departures/${empty.id}/manifest.csv`, staff)).body.trim().split('\r\n');
    expect(emptyCsv.at(-1)).toMatch(/^Reference,/);
    expect((await admin('GET', `/departures/${empty.id}/manifest.pdf`, staff)).statusCode).toBe(200);
  });

  it("prints each booking's own amount paid on the manifest: its payments less its refunds, a failed refund left out", async () => {
    await fixtures.operatorSettings();
    const trek = await catalogue.trek(destinationId, { title: 'Brahmatal', price: 10_000 });
    const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 20 });
    const traveller = bearer((await ctx.tokenFor('customer')).token);
    const made = [];
    for (const name of ['Asha Rawat', 'Bhavna Negi', 'Chetan Bisht']) {
      const response = await book(traveller, {
        trek_id: trek.id,
        departure_id: departure.id,
        passengers: 1,
        contact_name: name,
        contact_email: 'paid@example.test',
        contact_phone: '+91 98100 00004',
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json().data as { id: number; reference: string });
    }
    const [asha, bhavna] = made as [{ id: number; reference: string }, { id: number; reference: string }];
    const paidOn = '2031-01-15';
    await ctx.db.insert(bookingPayments).values([
      { bookingId: asha.id, kind: 'payment', amount: 6_000, method: 'upi', paidOn },
      { bookingId: asha.id, kind: 'refund', amount: 1_000, method: 'upi', paidOn },
      { bookingId: bhavna.id, kind: 'payment', amount: 2_500, method: 'cash', paidOn },
      { bookingId: bhavna.id, kind: 'refund', amount: 2_500, method: 'card', paidOn, providerStatus: 'failed' },
    ]);

    const csv = await admin('GET', `/departures/${departure.id}/manifest.csv`, staff);
    expect(csv.statusCode).toBe(200);
    const paid = new Map(
      csv.body
        .split('\r\n')
        .filter((line) => /^HT-/.test(line) && line.endsWith(',INR'))
        .map((line) => {
          const cells = line.split(',');
          return [cells[0], cells.slice(-4, -1).map(Number)] as const;
        }),
    );
    // Total, paid and balance due of each booking: 5,000 paid of 10,000, 2,500, and nothing.
    expect(paid).toEqual(
      new Map(
        made.map((booking, index) => [
          booking.reference,
          [
            [10_000, 5_000, 5_000],
            [10_000, 2_500, 7_500],
            [10_000, 0, 10_000],
          ][index],
        ]),
      ),
    );
  });

  it('guards the manifest: 401 without a token, 403 for a traveller, 404 for an unknown departure, staff and admin allowed', async () => {
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id });
    const traveller = bearer((await ctx.tokenFor('customer')).token);
    const adminToken = bearer((await ctx.tokenFor('admin')).token);
    for (const format of ['pdf', 'csv']) {
      expect((await admin('GET', `/departures/${departure.id}/manifest.${format}`, {})).statusCode).toBe(401);
      expect((await admin('GET', `/departures/${departure.id}/manifest.${format}`, traveller)).statusCode).toBe(403);
      const missing = await admin('GET', `/departures/999999/manifest.${format}`, staff);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.departureNotFound);
      expect((await admin('GET', `/departures/${departure.id}/manifest.${format}`, adminToken)).statusCode).toBe(200);
    }
    expect((await admin('GET', '/departures/abc/manifest.csv', staff)).statusCode).toBe(422);
    expect((await admin('PUT', `/departures/${departure.id}`, traveller, { status: 'closed' })).statusCode).toBe(403);
    expect((await admin('PUT', `/departures/${departure.id}`, adminToken, { status: 'closed' })).statusCode).toBe(200);
  });
});
