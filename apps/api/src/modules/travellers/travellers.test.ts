import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, bookings, emailOutbox, users } from '../../db/schema/index.ts';
import { dayFromToday, bookingFixtures } from '../../test/booking-fixtures.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { writeTravellerReminders } from './traveller-reminders.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let trekId: number;
let tourId: number;
let owner: { token: string; userId: number };
let other: { token: string; userId: number };
let staff: { token: string; userId: number };

const PERMIT = 'Foreign nationals need a Restricted Area Permit for Sikkim.';

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  const place = await catalogue.destination();
  trekId = (await catalogue.trek(place.id, { permitNote: PERMIT })).id;
  tourId = (await catalogue.tour(place.id)).id;
  owner = await ctx.tokenFor('customer');
  other = await ctx.tokenFor('customer');
  staff = await ctx.tokenFor('staff');
}, 60_000);
afterAll(() => ctx.close());

const booking = (
  values: Partial<typeof bookings.$inferInsert> = {},
  subject: { trekId: number } | { tourId: number } = { trekId },
) => catalogue.booking(owner.userId, subject, { travelDate: dayFromToday(40), ...values });

const traveller = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ananya Sharma',
  date_of_birth: '1990-04-12',
  gender: 'female',
  nationality: 'IN',
  id_type: 'aadhaar',
  id_number: '1234 5678 9012',
  emergency_contact: { name: 'Rohan Sharma', phone: '+91 98100 00000' },
  medical_notes: 'Asthma: carries an inhaler',
  ...overrides,
});

const foreigner = {
  full_name: 'Zoë Müller',
  date_of_birth: '1985-11-30',
  gender: 'other',
  nationality: 'de',
  id_type: 'passport',
  id_number: 'c01x 00t47',
  emergency_contact: { name: 'Jonas Müller', phone: '+49 30 1234567' },
};

const get = (id: number, token?: string, admin = false) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${admin ? '/admin' : ''}/bookings/${id}/travellers`,
    ...(token ? { headers: bearer(token) } : {}),
  });
const put = (id: number, payload: unknown, token?: string, admin = false) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api${admin ? '/admin' : ''}/bookings/${id}/travellers`,
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });

describe('traveller details of a booking', () => {
  it('tells the owner a trek requires them, by when, and the permit note', async () => {
    const { id } = await booking();
    const response = await get(id, owner.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      booking_id: id,
      passengers: 2,
      required: true,
      due_date: dayFromToday(40 - 14),
      complete: false,
      editable: true,
      permit_note: PERMIT,
      travellers: [],
      trip: { kind: 'trek' },
    });
  });

  it('follows the traveller_details_days setting, and a tour does not require them', async () => {
    await upsertSetting(ctx.db, { key: 'traveller_details_days', value: '21', type: 'number', isPublic: true });
    try {
      const trek = await booking();
      expect((await get(trek.id, owner.token)).json().data.due_date).toBe(dayFromToday(40 - 21));
      const tour = await booking({}, { tourId });
      expect((await get(tour.id, owner.token)).json().data).toMatchObject({
        required: false,
        due_date: null,
        permit_note: null,
      });
      // A tour asks for them only when staff switch it on.
      const place = await catalogue.destination();
      const strictTour = await catalogue.tour(place.id, { requiresTravellerDetails: true });
      const strict = await booking({}, { tourId: strictTour.id });
      expect((await get(strict.id, owner.token)).json().data).toMatchObject({
        required: true,
        due_date: dayFromToday(40 - 21),
        trip: { kind: 'tour' },
      });
    } finally {
      await upsertSetting(ctx.db, { key: 'traveller_details_days', value: '14', type: 'number', isPublic: true });
    }
  });

  it('saves one traveller per passenger, normalising ID numbers, and gives them back to the owner', async () => {
    const { id } = await booking();
    const response = await put(id, { travellers: [traveller(), foreigner] }, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Traveller details saved');
    const saved = (await get(id, owner.token)).json().data;
    expect(saved.complete).toBe(true);
    expect(saved.travellers).toMatchObject([
      {
        position: 1,
        full_name: 'Ananya Sharma',
        id_number: '123456789012',
        nationality: 'IN',
        emergency_contact: { name: 'Rohan Sharma', phone: '+91 98100 00000' },
        medical_notes: 'Asthma: carries an inhaler',
      },
      { position: 2, full_name: 'Zoë Müller', nationality: 'DE', id_number: 'C01X00T47', medical_notes: null },
    ]);

    // A second save replaces the rows in place.
    const again = await put(id, { travellers: [traveller({ full_name: 'Ananya S. Rao' }), foreigner] }, owner.token);
    expect(again.json().data.travellers.map((row: { full_name: string }) => row.full_name)).toEqual([
      'Ananya S. Rao',
      'Zoë Müller',
    ]);
  });

  it('answers 422 per field: the count, a future birth date, an unknown country, ID numbers that do not fit', async () => {
    const { id } = await booking();
    const short = await put(id, { travellers: [traveller()] }, owner.token);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.travellers).toEqual(['Please give the details of all 2 travellers']);

    const bad = await put(
      id,
      {
        travellers: [
          traveller({ id_number: '1234 5678 901', nationality: 'XX' }),
          traveller({
            date_of_birth: dayFromToday(3),
            id_type: 'passport',
            id_number: 'AB-12',
            emergency_contact: { name: '', phone: 'call me' },
            gender: 'unknown',
          }),
        ],
      },
      owner.token,
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors['travellers.0.id_number']).toEqual(['An Aadhaar number has 12 digits']);
    expect(errors['travellers.0.nationality']).toEqual(['Please choose a nationality']);
    expect(errors['travellers.1.date_of_birth']).toEqual(['The date of birth cannot be in the future']);
    expect(errors['travellers.1.id_number']).toEqual(['A passport number has 6 to 9 letters and digits']);
    expect(errors['travellers.1.emergency_contact.name']).toEqual(['Please enter an emergency contact']);
    expect(errors['travellers.1.emergency_contact.phone']).toEqual(['Please enter a valid phone number']);
    expect(errors['travellers.1.gender']).toEqual(['Please choose a gender']);
    expect((await get(id, owner.token)).json().data.travellers).toEqual([]);

    const notAList = await put(id, { travellers: 'everyone' }, owner.token);
    expect(notAList.statusCode).toBe(422);
    expect(notAList.json().errors.travellers).toEqual(['Please give the details of every traveller']);
  });

  it('needs a token (401) and hides other travellers’ bookings (404)', async () => {
    const { id } = await booking();
    expect((await get(id)).statusCode).toBe(401);
    expect((await put(id, { travellers: [traveller(), foreigner] })).statusCode).toBe(401);
    expect((await get(id, other.token)).statusCode).toBe(404);
    const stolen = await put(id, { travellers: [traveller(), foreigner] }, other.token);
    expect(stolen.statusCode).toBe(404);
    expect((await get(id, owner.token)).json().data.travellers).toEqual([]);
    expect((await get(999_999, owner.token)).statusCode).toBe(404);
  });

  it('closes the owner’s form once the booking is cancelled or the trip has started (409)', async () => {
    const cancelled = await booking({ status: 'cancelled' });
    const started = await booking({ travelDate: dayFromToday(0) });
    for (const { id } of [cancelled, started]) {
      expect((await get(id, owner.token)).json().data.editable).toBe(false);
      const response = await put(id, { travellers: [traveller(), foreigner] }, owner.token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Traveller details can no longer be changed for this booking');
    }
  });

  it('lets staff read and correct any booking’s travellers; travellers get 403 and no token 401', async () => {
    const { id } = await booking({ status: 'cancelled' });
    const saved = await put(id, { travellers: [traveller(), foreigner] }, staff.token, true);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await get(id, staff.token, true);
    expect(read.json().data.travellers[0]).toMatchObject({
      full_name: 'Ananya Sharma',
      medical_notes: 'Asthma: carries an inhaler',
    });
    // The correction is on the booking's history, by name only.
    const [entry] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, id), eq(activityLogs.action, 'travellers_updated')));
    expect(entry).toMatchObject({ userId: staff.userId, type: 'booking' });
    expect(JSON.stringify(entry)).toContain('Zoë Müller');
    expect(JSON.stringify(entry)).not.toContain('Asthma');
    expect((await put(id, { travellers: [traveller()] }, staff.token, true)).statusCode).toBe(422);
    expect((await get(id, owner.token, true)).statusCode).toBe(403);
    expect((await put(id, { travellers: [traveller(), foreigner] }, owner.token, true)).statusCode).toBe(403);
    expect((await get(id, undefined, true)).statusCode).toBe(401);
    expect((await get(999_999, staff.token, true)).statusCode).toBe(404);
  });

  it('lists where each upcoming booking of the signed-in traveller stands, for My Bookings', async () => {
    const someone = await ctx.tokenFor('customer');
    const mine = await catalogue.booking(someone.userId, { trekId }, { travelDate: dayFromToday(20), passengers: 1 });
    const tour = await catalogue.booking(someone.userId, { tourId }, { travelDate: dayFromToday(25) });
    await catalogue.booking(someone.userId, { trekId }, { travelDate: dayFromToday(-5) });
    await catalogue.booking(someone.userId, { trekId }, { travelDate: dayFromToday(30), status: 'cancelled' });
    await catalogue.booking(other.userId, { trekId }, { travelDate: dayFromToday(30) });
    await put(mine.id, { travellers: [traveller()] }, someone.token);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/traveller-details',
      headers: bearer(someone.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        booking_id: mine.id,
        required: true,
        due_date: dayFromToday(6),
        filled: 1,
        passengers: 1,
        complete: true,
        editable: true,
      },
      {
        booking_id: tour.id,
        required: false,
        due_date: null,
        filled: 0,
        passengers: 2,
        complete: false,
        editable: true,
      },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings/traveller-details' })).statusCode).toBe(401);
  });
});

describe('the traveller details reminder', () => {
  const remindersOf = async (bookingId: number) =>
    (await fixtures.emailsOf(bookingId)).filter((email) => email.kind === 'traveller_details_reminder');
  const sweep = () => writeTravellerReminders(ctx.db, new Date(), { publicUrl: 'https://trails.example' });

  it('is written once, three days before the deadline, however many sweeps run at once', async () => {
    // Deadline = start - 14: in 3 days (due now), in 2 days (due now), in 4 days (not yet).
    const due = await booking({ travelDate: dayFromToday(17) });
    const late = await booking({ travelDate: dayFromToday(16) });
    const early = await booking({ travelDate: dayFromToday(18) });
    const cancelled = await booking({ travelDate: dayFromToday(17), status: 'cancelled' });
    const complete = await booking({ travelDate: dayFromToday(17), passengers: 1 });
    await put(complete.id, { travellers: [traveller()] }, owner.token);
    const tour = await booking({ travelDate: dayFromToday(17) }, { tourId });
    const place = await catalogue.destination();
    const strictTour = await catalogue.tour(place.id, { requiresTravellerDetails: true });
    const strict = await booking({ travelDate: dayFromToday(17) }, { tourId: strictTour.id });

    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();

    const [email] = await remindersOf(due.id);
    expect(await remindersOf(due.id)).toHaveLength(1);
    expect(email!.subject).toContain('Traveller details due by');
    expect(email!.html).toContain(`https://trails.example/bookings/${due.id}/travellers`);
    expect(email!.text).toContain('2 travellers are still missing.');
    expect(await remindersOf(late.id)).toHaveLength(1);
    expect(await remindersOf(strict.id)).toHaveLength(1);
    for (const none of [early, cancelled, complete, tour]) expect(await remindersOf(none.id)).toHaveLength(0);

    // A day later the early one is due, and only it is written.
    await ctx.db
      .update(bookings)
      .set({ travelDate: dayFromToday(17) })
      .where(eq(bookings.id, early.id));
    expect(await sweep()).toBe(1);
    expect(await remindersOf(early.id)).toHaveLength(1);
    expect(await remindersOf(due.id)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['hi', 'यात्रियों का विवरण'],
    ['es', 'Datos de los viajeros antes del'],
    ['fr', 'Informations des voyageurs'],
    ['de', 'Angaben zu den Reisenden bis'],
  ] as const)("is written in the traveller's language (%s)", async (locale, subject) => {
    const someone = await ctx.tokenFor('customer');
    await ctx.db.update(users).set({ locale }).where(eq(users.id, someone.userId));
    const { id } = await catalogue.booking(someone.userId, { trekId }, { travelDate: dayFromToday(17) });
    await sweep();
    const [email] = await remindersOf(id);
    expect(email!.subject).toContain(subject);
    expect(email!.html).toContain(`<html lang="${locale}">`);
  });

  it('is not written for a booking whose details arrive first', async () => {
    const { id } = await booking({ travelDate: dayFromToday(17) });
    await put(id, { travellers: [traveller(), foreigner] }, owner.token);
    await sweep();
    expect(await remindersOf(id)).toHaveLength(0);
    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, 'traveller_details_reminder')));
    expect(rows).toHaveLength(0);
  });
});

describe('the departure manifest lists every traveller', () => {
  const textOf = async (pdf: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

  it('by name with age, ID and emergency contact; medical notes on the staff copy only', async () => {
    const departure = await fixtures.departure({ trekId }, { startDate: dayFromToday(60) });
    const filled = await booking({
      departureId: departure.id,
      travelDate: departure.startDate,
      contactName: 'Ananya Sharma',
    });
    await put(filled.id, { travellers: [traveller({ date_of_birth: '1990-01-01' }), foreigner] }, owner.token);
    await booking({
      departureId: departure.id,
      travelDate: departure.startDate,
      contactName: 'Vikram Pending',
      passengers: 2,
    });
    const admin = await ctx.tokenFor('admin');
    const file = (extension: string, query = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/departures/${departure.id}/manifest.${extension}${query}`,
        headers: { ...bearer(admin.token), 'accept-language': 'en' },
      });

    const csv = (await file('csv')).body;
    const age = new Date(`${departure.startDate}T00:00:00Z`).getUTCFullYear() - 1990;
    expect(csv).toContain(
      'Reference,#,Traveller,Details,Age,Gender,Nationality,ID type,ID number,Emergency contact,Medical notes',
    );
    expect(csv).toContain(
      `,1,Ananya Sharma,given,${age},female,IN,aadhaar,123456789012,"Rohan Sharma, +91 98100 00000",Asthma: carries an inhaler`,
    );
    expect(csv).toContain(',2,Zoë Müller,given,');
    expect(csv).toContain(',1,Vikram Pending,Details pending,,,,,,,');
    expect(csv).toContain(',2,Passenger 2,Details pending,');

    const leader = (await file('csv', '?copy=leader')).body;
    expect(leader).toContain('Ananya Sharma');
    expect(leader).not.toContain('Asthma');
    expect(leader).not.toContain('Medical notes');
    expect((await file('csv', '?copy=everyone')).statusCode).toBe(422);

    const pdf = await file('pdf');
    expect(pdf.statusCode).toBe(200);
    const text = await textOf(pdf.rawPayload);
    for (const expected of [
      'Travellers',
      'Ananya Sharma',
      'Zoë Müller',
      'C01X00T47',
      'Rohan Sharma',
      'Asthma',
      'Details pending',
      'Passenger 2',
    ])
      expect(text, expected).toContain(expected);
    const leaderPdf = await textOf((await file('pdf', '?copy=leader')).rawPayload);
    expect(leaderPdf).toContain('Zoë Müller');
    expect(leaderPdf).not.toContain('Asthma');
    expect(leaderPdf).toContain('Leader copy: no medical notes');
  }, 60_000);
});

describe('a trek’s traveller details settings in the back office', () => {
  it('come with the trek and are saved by its form', async () => {
    const admin = await ctx.tokenFor('admin');
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/treks/${trekId}`,
      headers: bearer(admin.token),
    });
    expect(read.json().data).toMatchObject({ requires_traveller_details: true, permit_note: PERMIT });
    const { id: _id, itinerary: _itinerary, ...rest } = read.json().data;
    const body = {
      ...Object.fromEntries(
        Object.entries(rest).filter(([key]) =>
          [
            'title',
            'destination_id',
            'price',
            'duration_days',
            'duration_nights',
            'difficulty_level',
            'max_group_size',
            'is_active',
            'is_featured',
          ].includes(key),
        ),
      ),
      requires_traveller_details: false,
      permit_note: 'Inner Line Permit for foreign nationals',
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/treks/${trekId}`,
      headers: bearer(admin.token),
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      requires_traveller_details: false,
      permit_note: 'Inner Line Permit for foreign nationals',
    });
    // Restore for the other tests of this file (they run in order; none come after).
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/treks/${trekId}`,
      headers: bearer(admin.token),
      payload: { ...body, requires_traveller_details: true, permit_note: PERMIT },
    });
  });
});
