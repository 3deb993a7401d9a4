import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ENQUIRY_CONVERSION_DEFAULTS } from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, bookings, customPackages, emailOutbox, enquiries, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';

let ctx: TestContext;
let fixtures: ReturnType<typeof bookingFixtures>;
let catalogue: ReturnType<typeof catalogueFixtures>;
let destinationId: number;
let staff: { token: string; userId: number };
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = bookingFixtures(ctx.db);
  catalogue = catalogueFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
  staff = await ctx.tokenFor('staff');
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const convert = (id: number, payload: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/enquiries/${id}/convert`,
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });

let seq = 0;
async function enquiry(values: Partial<typeof enquiries.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.db
    .insert(enquiries)
    .values({
      name: `Convert Enquirer ${seq}`,
      email: `convert${seq}-${Date.now()}@example.test`,
      phone: '+91 98160 44444',
      destination: 'Spiti Valley',
      message: 'Two of us, moderate fitness, want monasteries.',
      travelDate: dayFromToday(45),
      language: 'fr',
      ...values,
    })
    .returning();
  return row!;
}

const readEnquiry = async (id: number) => (await ctx.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
const userByEmail = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

async function openDeparture(values: { seatsTotal?: number; seatsBooked?: number; price?: number } = {}) {
  const tour = await catalogue.tour(destinationId, { price: 15_000 });
  const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 10, ...values });
  return { tour, departure };
}

describe('POST /api/admin/enquiries/:id/convert: guard and input', () => {
  it('answers 401 without a token and 403 to a traveller', async () => {
    const row = await enquiry();
    expect((await convert(row.id, { to: 'custom_package' }, null)).statusCode).toBe(401);
    const traveller = await convert(row.id, { to: 'custom_package' }, travellerToken);
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    expect((await readEnquiry(row.id)).customPackageId).toBeNull();
  });

  it('answers 404 for an unknown enquiry', async () => {
    const response = await convert(999_999, { to: 'custom_package' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SALES_MESSAGES.enquiryNotFound);
  });

  it('answers 422 with field errors for a bad target, a missing departure or travellers out of range', async () => {
    const row = await enquiry();
    const badTarget = await convert(row.id, { to: 'voucher' });
    expect(badTarget.statusCode).toBe(422);
    expect(badTarget.json().errors.to).toEqual([SALES_MESSAGES.conversionInvalid]);

    const noDeparture = await convert(row.id, { to: 'booking', travelers: 2 });
    expect(noDeparture.statusCode).toBe(422);
    expect(noDeparture.json().errors.departure_id).toBeDefined();

    const tooMany = await convert(row.id, { to: 'booking', departure_id: 1, travelers: 11 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.travelers).toEqual([MESSAGES.passengersRange]);

    const unknownDeparture = await convert(row.id, { to: 'booking', departure_id: 999_999, travelers: 1 });
    expect(unknownDeparture.statusCode).toBe(422);
    expect(unknownDeparture.json().errors.departure_id).toEqual([MESSAGES.departureNotFound]);
    expect((await readEnquiry(row.id)).bookingId).toBeNull();
  });

  it('asks for a travel date when the enquiry has none (422), then converts with it', async () => {
    const row = await enquiry({ travelDate: null });
    const missing = await convert(row.id, { to: 'custom_package' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.travel_date).toEqual([MESSAGES.travelDateRequired]);
    const converted = await convert(row.id, { to: 'custom_package', travel_date: dayFromToday(60) });
    expect(converted.statusCode).toBe(200);
    const [pkg] = await ctx.db
      .select()
      .from(customPackages)
      .where(eq(customPackages.id, converted.json().data.custom_package.id));
    expect(pkg?.travelDate).toBe(dayFromToday(60));
  });
});

describe('converting to a custom trip request', () => {
  it('creates the request for a new traveller account with the enquiry carried over, links it, and answers 409 the second time', async () => {
    const row = await enquiry();
    const response = await convert(row.id, { to: 'custom_package', travelers: 3, duration_days: 9 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(SALES_MESSAGES.enquiryConvertedToPackage);
    expect(body.data.custom_package).toEqual({ id: expect.any(Number) });
    expect(body.data.booking).toBeNull();
    expect(body.data.status).toBe('new');

    const account = await userByEmail(row.email);
    expect(account).toMatchObject({ name: row.name, role: 'customer', locale: 'fr' });
    const [pkg] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, body.data.custom_package.id));
    expect(pkg).toMatchObject({
      userId: account!.id,
      destinations: ['Spiti Valley'],
      durationDays: 9,
      durationNights: 8,
      travelers: 3,
      travelDate: row.travelDate,
      specialRequirements: row.message,
      contactName: row.name,
      contactEmail: row.email,
      contactPhone: row.phone,
      status: 'requested',
      budgetMin: ENQUIRY_CONVERSION_DEFAULTS.budgetMin,
      budgetMax: ENQUIRY_CONVERSION_DEFAULTS.budgetMax,
    });
    expect((await readEnquiry(row.id)).customPackageId).toBe(pkg!.id);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.type, 'enquiry'), eq(activityLogs.subjectId, row.id), eq(activityLogs.action, 'converted')),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.userId).toBe(staff.userId);

    for (const again of [{ to: 'custom_package' }, { to: 'booking', departure_id: 1, travelers: 1 }]) {
      const second = await convert(row.id, again);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(SALES_MESSAGES.enquiryAlreadyConverted);
    }
    const all = await ctx.db.select().from(customPackages).where(eq(customPackages.contactEmail, row.email));
    expect(all).toHaveLength(1);
  });

  it('uses the existing account with that email, whatever its case', async () => {
    const existing = await ctx.createUser({ email: `Existing${Date.now()}@Example.test` });
    const row = await enquiry({ email: existing.email.toLowerCase() });
    const response = await convert(row.id, { to: 'custom_package' });
    expect(response.statusCode).toBe(200);
    const [pkg] = await ctx.db
      .select()
      .from(customPackages)
      .where(eq(customPackages.id, response.json().data.custom_package.id));
    expect(pkg?.userId).toBe(existing.id);
    expect(pkg?.travelers).toBe(ENQUIRY_CONVERSION_DEFAULTS.travelers);
  });

  it('shows the link in the list and the detail', async () => {
    const row = await enquiry({ name: `Linked ${Date.now()}` });
    await convert(row.id, { to: 'custom_package' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/enquiries?search=${encodeURIComponent(row.name)}`,
      headers: bearer(staff.token),
    });
    expect(list.json().data[0].custom_package).toEqual({ id: expect.any(Number) });
  });
});

describe('converting to a booking', () => {
  it('creates a pending booking holding the seats, emails the traveller, links it, and answers 409 the second time', async () => {
    const { tour, departure } = await openDeparture({ price: 12_000 });
    const row = await enquiry();
    const response = await convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(SALES_MESSAGES.enquiryConvertedToBooking);
    expect(body.data.booking).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/\S/) });

    const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, body.data.booking.id));
    const account = await userByEmail(row.email);
    expect(booking).toMatchObject({
      userId: account!.id,
      tourId: tour.id,
      departureId: departure.id,
      travelDate: departure.startDate,
      passengers: 2,
      unitPrice: 12_000,
      totalAmount: 24_000,
      status: 'pending',
      paymentStatus: 'pending',
      contactEmail: row.email,
    });
    expect(booking?.holdExpiresAt).toBeInstanceOf(Date);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedType, 'booking'), eq(emailOutbox.relatedId, booking!.id)));
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([['booking_received', row.email]]);

    const second = await convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 2 });
    expect(second.statusCode).toBe(409);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
  });

  it('answers 409 when the departure has too few seats and leaves the enquiry unconverted', async () => {
    const { departure } = await openDeparture({ seatsTotal: 4, seatsBooked: 3 });
    const row = await enquiry();
    const response = await convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 2 });
    expect(response.statusCode).toBe(409);
    expect((await readEnquiry(row.id)).bookingId).toBeNull();
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(3);
    expect(await userByEmail(row.email)).toBeUndefined();
  });

  it('refuses a closed departure with a field error', async () => {
    const { departure } = await openDeparture({});
    await ctx.db.execute(sql`update departures set status = 'closed' where id = ${departure.id}`);
    const row = await enquiry();
    const response = await convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.departure_id).toEqual([MESSAGES.departureNotBookable]);
  });
});

describe('conversions under concurrency', () => {
  it('sells only the seats left when many enquiries convert onto a nearly full departure at once', async () => {
    const { departure } = await openDeparture({ seatsTotal: 10, seatsBooked: 7 });
    const rows = await Promise.all(Array.from({ length: 8 }, () => enquiry()));
    const responses = await Promise.all(
      rows.map((row) => convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(10);
    const sold = await ctx.db.select().from(bookings).where(eq(bookings.departureId, departure.id));
    expect(sold).toHaveLength(3);
  }, 60_000);

  it('converts one enquiry once when two staff click at the same time', async () => {
    const { departure } = await openDeparture({});
    const row = await enquiry();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => convert(row.id, { to: 'booking', departure_id: departure.id, travelers: 1 })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(1);
  }, 60_000);
});

describe('GET /api/admin/enquiries sorting', () => {
  it('sorts by a whitelisted column either way and refuses any other (422)', async () => {
    const tag = `Sortable${Date.now()}`;
    await enquiry({ name: `${tag} Bravo`, travelDate: dayFromToday(20) });
    await enquiry({ name: `${tag} Alpha`, travelDate: dayFromToday(50) });
    await enquiry({ name: `${tag} Charlie`, travelDate: null });
    const names = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/enquiries?search=${tag}&${query}`,
        headers: bearer(staff.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((item: { name: string }) => item.name.replace(`${tag} `, ''));
    };
    expect(await names('sort=name&direction=asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('sort=name&direction=desc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('sort=travel_date&direction=asc')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await names('sort=travel_date&direction=desc')).toEqual(['Alpha', 'Bravo', 'Charlie']);

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?sort=email',
      headers: bearer(staff.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toEqual([MESSAGES.invalidSort]);
    const badDirection = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?direction=sideways',
      headers: bearer(staff.token),
    });
    expect(badDirection.statusCode).toBe(422);
  });
});
