import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { customPackages, emailOutbox, notifications } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await bookingFixtures(ctx.db).operatorSettings();
});
afterAll(async () => {
  await ctx.close();
});

// Every request comes from its own address, so the per-address limit only bites where it is tested.
let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

const valid = () => ({
  destinations: ['Manali', 'Spiti Valley'],
  duration_days: 5,
  duration_nights: 4,
  budget_range: '1000-5000',
  hotel_category: '3-star',
  travelers: 2,
  travel_dates: dayFromToday(30),
  special_requirements: 'Vegetarian meals, one rest day in Kaza.',
  contact_info: { name: 'Anika Rao', email: 'Anika@Example.test', phone: '+91 98160 33333' },
});

const submit = (
  token: string | null,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/custom-packages',
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress,
  });

const mine = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/custom-packages${query}`, headers: bearer(token) });

async function outboxFor(id: number) {
  const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.relatedType, 'custom_package'));
  return rows.filter((row) => row.relatedId === id);
}

/** Submits with one field changed and answers the 422's field errors. */
async function errorsFor(token: string, change: Record<string, unknown>) {
  const response = await submit(token, { ...valid(), ...change });
  expect(response.statusCode, JSON.stringify(change)).toBe(422);
  return response.json().errors as Record<string, string[]>;
}

describe('POST /api/custom-packages', () => {
  it('stores the request, queues both emails and notifies staff, in the language of the request', async () => {
    const { token, userId } = await ctx.tokenFor('customer');
    const response = await submit(token, valid(), { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Custom package request submitted successfully!');
    expect(body.data).toMatchObject({
      destinations: ['Manali', 'Spiti Valley'],
      duration_days: 5,
      duration_nights: 4,
      budget_range: '1000-5000',
      hotel_category: '3-star',
      travelers: 2,
      // The back office spec's names, beside ours.
      passengers: 2,
      hotel_stars: 3,
      travel_dates: valid().travel_dates,
      status: 'requested',
      quote: null,
      contact_info: { name: 'Anika Rao', email: 'anika@example.test', phone: '+91 98160 33333' },
    });

    const [row] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, body.data.id));
    expect(row).toMatchObject({ userId, hotelStars: 3, budgetMin: 1000, budgetMax: 5000, durationNights: 4 });

    const emails = await outboxFor(body.data.id);
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['custom_package_new', 'bookings@operator.test'],
      ['custom_package_received', 'anika@example.test'],
    ]);
    const acknowledgement = emails.find((email) => email.kind === 'custom_package_received')!;
    expect(acknowledgement.subject).toContain('कस्टम यात्रा');
    // Only what the operator writes: the reference, never the sender's words (the address was typed).
    expect(acknowledgement.subject).toContain(`Q-${String(body.data.id).padStart(5, '0')}`);
    expect(acknowledgement.toName).toBeNull();
    for (const typed of ['Anika Rao', 'Spiti Valley', 'Manali', 'Vegetarian'])
      expect(acknowledgement.html + acknowledgement.text + acknowledgement.subject).not.toContain(typed);
    const operator = emails.find((email) => email.kind === 'custom_package_new')!;
    expect(operator.subject).toContain('Anika Rao');
    expect(operator.text).toContain('+91 98160 33333');

    const notes = await ctx.db.select().from(notifications).where(eq(notifications.type, 'custom_package'));
    const note = notes.find((candidate) => candidate.message.includes('Anika Rao'));
    expect(note).toMatchObject({ userId: null, link: '/admin/custom-packages', title: 'New custom package request' });
  });

  it('writes English by default and works out the nights when they are not sent', async () => {
    const { token } = await ctx.tokenFor('customer');
    const { duration_nights: _nights, special_requirements: _notes, ...rest } = valid();
    const response = await submit(token, {
      ...rest,
      duration_days: 1,
      budget_range: '1000-2000',
      hotel_category: '5-star',
      travelers: 10,
      contact_info: { name: 'Ravi', email: 'ravi@example.test' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      duration_nights: 0,
      hotel_category: '5-star',
      travelers: 10,
      passengers: 10,
      hotel_stars: 5,
      special_requirements: null,
    });
    const emails = await outboxFor(response.json().data.id);
    expect(emails.find((email) => email.kind === 'custom_package_received')!.subject).toContain(
      'We have received your custom trip request',
    );
  });

  it('answers 401 without a token and stores nothing', async () => {
    const response = await submit(null, { ...valid(), contact_info: { name: 'Nobody', email: 'nobody@example.test' } });
    expect(response.statusCode).toBe(401);
    const rows = await ctx.db
      .select()
      .from(customPackages)
      .where(eq(customPackages.contactEmail, 'nobody@example.test'));
    expect(rows).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/custom-packages' })).statusCode).toBe(401);
  });

  it('checks every rule of the builder with its message', async () => {
    const { token } = await ctx.tokenFor('customer');
    expect(await errorsFor(token, { destinations: [] })).toEqual({
      destinations: [MESSAGES.customDestinationsRequired],
    });
    expect(await errorsFor(token, { destinations: ['  ', ''] })).toEqual({
      destinations: ['Please select at least one destination'],
    });
    expect(await errorsFor(token, { destinations: undefined })).toEqual({
      destinations: ['Please select at least one destination'],
    });
    expect(await errorsFor(token, { destinations: Array.from({ length: 11 }, (_, i) => `Place ${i}`) })).toEqual({
      destinations: [MESSAGES.customTooManyDestinations],
    });

    expect(await errorsFor(token, { travel_dates: undefined })).toEqual({
      travel_dates: ['Please select a travel date'],
    });
    expect(await errorsFor(token, { travel_dates: '' })).toEqual({ travel_dates: ['Please select a travel date'] });
    expect(await errorsFor(token, { travel_dates: dayFromToday(-2) })).toEqual({
      travel_dates: [MESSAGES.customDatePast],
    });
    expect(await errorsFor(token, { travel_dates: '2031-02-30' })).toEqual({
      travel_dates: [MESSAGES.travelDateInvalid],
    });

    expect(await errorsFor(token, { budget_range: '50-5000' })).toEqual({ budget_range: [MESSAGES.customBudgetMin] });
    expect(await errorsFor(token, { budget_range: '1050-5000' })).toEqual({ budget_range: [MESSAGES.customBudgetMin] });
    // Rupees count in thousands: the spec's 100 in steps of 100 is not a rupee budget.
    expect(await errorsFor(token, { budget_range: '100-5000' })).toEqual({
      budget_range: [MESSAGES.customBudgetMin1000],
    });
    expect(await errorsFor(token, { budget_range: '1500-5000' })).toEqual({
      budget_range: [MESSAGES.customBudgetMin1000],
    });
    expect(await errorsFor(token, { budget_range: '5000-5000' })).toEqual({
      budget_range: ['Maximum budget must be greater than minimum budget'],
    });
    expect(await errorsFor(token, { budget_range: '6000-5000' })).toEqual({
      budget_range: ['Maximum budget must be greater than minimum budget'],
    });
    expect(await errorsFor(token, { budget_range: '1000-99999999' })).toEqual({
      budget_range: [MESSAGES.customBudgetTooHigh],
    });
    expect(await errorsFor(token, { budget_range: 'cheap' })).toEqual({ budget_range: [MESSAGES.customBudgetFormat] });

    expect(await errorsFor(token, { duration_days: 0, duration_nights: undefined })).toEqual({
      duration_days: [MESSAGES.customDaysRange],
    });
    expect(await errorsFor(token, { duration_days: 26, duration_nights: undefined })).toEqual({
      duration_days: [MESSAGES.customDaysRange],
    });
    expect(await errorsFor(token, { duration_days: 2.5, duration_nights: undefined })).toEqual({
      duration_days: [MESSAGES.customDaysRange],
    });
    expect(await errorsFor(token, { duration_days: 5, duration_nights: 5 })).toEqual({
      duration_nights: [MESSAGES.customNightsMismatch],
    });

    expect(await errorsFor(token, { hotel_category: '2-star' })).toEqual({
      hotel_category: [MESSAGES.customHotelCategory],
    });
    expect(await errorsFor(token, { hotel_category: 4 })).toEqual({ hotel_category: [MESSAGES.customHotelCategory] });

    expect(await errorsFor(token, { travelers: 0 })).toEqual({ travelers: [MESSAGES.customTravelersRange] });
    expect(await errorsFor(token, { travelers: 11 })).toEqual({ travelers: [MESSAGES.customTravelersRange] });

    expect(await errorsFor(token, { contact_info: { name: '', email: 'bad' } })).toEqual({
      'contact_info.name': [MESSAGES.nameRequired],
      'contact_info.email': [MESSAGES.emailInvalid],
    });
    expect(await errorsFor(token, { contact_info: { name: 'A', email: 'a@example.test', phone: 'call me' } })).toEqual({
      'contact_info.phone': [MESSAGES.phoneInvalid],
    });
    expect((await mine(token)).json().data).toHaveLength(0);
  });

  it('accepts today, the lowest budget and the longest trip', async () => {
    const { token } = await ctx.tokenFor('customer');
    const today = new Date().toISOString().slice(0, 10);
    const response = await submit(token, {
      ...valid(),
      travel_dates: today,
      budget_range: '1000-1001',
      duration_days: 25,
      duration_nights: 24,
    });
    expect(response.statusCode).toBe(201);
  });

  it('writes the request, both emails and the notification in one transaction: none without the others', async () => {
    const { token } = await ctx.tokenFor('customer');
    // A notification that cannot be written makes the whole request fail.
    await ctx.db.execute(sql`create function refuse_note() returns trigger language plpgsql as $$
      begin if new.message like '%Refused Notification%' then raise exception 'refused'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_note before insert on notifications for each row execute function refuse_note()`,
    );
    try {
      const response = await submit(token, {
        ...valid(),
        contact_info: { name: 'Refused Notification', email: 'refused@example.test' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_note on notifications`);
      await ctx.db.execute(sql`drop function refuse_note()`);
    }
    const rows = await ctx.db
      .select()
      .from(customPackages)
      .where(eq(customPackages.contactEmail, 'refused@example.test'));
    expect(rows).toHaveLength(0);
    const emails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'refused@example.test'));
    expect(emails).toHaveLength(0);
  });

  it('limits each address to 10 requests in ten minutes', async () => {
    const { token } = await ctx.tokenFor('customer');
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await submit(token, valid(), {}, from)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('answers hostile input with a 4xx, never a 5xx', async () => {
    const { token } = await ctx.tokenFor('customer');
    const cases: object[] = [
      { ...valid(), destinations: ['A\u0000B'] },
      { ...valid(), destinations: ['x'.repeat(500)] },
      { ...valid(), destinations: 'Manali' },
      { ...valid(), destinations: [42] },
      { ...valid(), special_requirements: 'x'.repeat(5000) },
      { ...valid(), budget_range: '9'.repeat(100) },
      { ...valid(), budget_range: 1000 },
      { ...valid(), travelers: 'two' },
      { ...valid(), duration_days: 2 ** 40 },
      { ...valid(), contact_info: 'me' },
      { ...valid(), contact_info: { name: 'A', email: `${'a'.repeat(300)}@example.test` } },
    ];
    for (const payload of cases) {
      const response = await submit(token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });
});

describe('GET /api/custom-packages/budget', () => {
  const budget = async () => {
    // Rows written straight to the database here, not through a write that empties the cache.
    await ctx.app.publicCache.invalidate();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/custom-packages/budget' });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('opens on the middle half of the trips’ prices, in round figures of the site currency', async () => {
    // No trips yet: the spec's 1000-5000, counted in rupee steps.
    expect(await budget()).toEqual({
      currency: 'INR',
      min: 1000,
      step: 1000,
      max: 10_000_000,
      default_min: 10_000,
      default_max: 50_000,
    });

    const catalogue = catalogueFixtures(ctx.db);
    const place = await catalogue.destination();
    for (const price of [18_000, 24_000, 36_000, 64_000]) await catalogue.tour(place.id, { price });
    await catalogue.tour(place.id, { price: 900_000, isActive: false });
    // Quartiles 22,500 and 43,000, rounded outwards to whole thousands.
    expect(await budget()).toMatchObject({ default_min: 22_000, default_max: 43_000 });

    await upsertSetting(ctx.db, { key: 'currency', value: 'USD', type: 'string', isPublic: true });
    try {
      expect(await budget()).toEqual({
        currency: 'USD',
        min: 100,
        step: 100,
        max: 10_000_000,
        default_min: 22_000,
        default_max: 43_000,
      });
      // Dollars keep the spec's rule: 100 in steps of 100.
      const { token } = await ctx.tokenFor('customer');
      expect((await submit(token, { ...valid(), budget_range: '100-200' })).statusCode).toBe(201);
    } finally {
      await upsertSetting(ctx.db, { key: 'currency', value: 'INR', type: 'string', isPublic: true });
    }
  });
});

describe('GET /api/custom-packages', () => {
  it("lists only the traveller's own requests, newest first, paginated, with the quote once quoted", async () => {
    const me = await ctx.tokenFor('customer');
    const other = await ctx.tokenFor('customer');
    const first = (await submit(me.token, { ...valid(), destinations: ['Shimla'] })).json().data;
    const second = (await submit(me.token, { ...valid(), destinations: ['Gulmarg'] })).json().data;
    await submit(other.token, { ...valid(), destinations: ['Leh'] });

    await ctx.db
      .update(customPackages)
      .set({ status: 'quoted', quotedPrice: 42500, notes: 'internal: margin 20%' })
      .where(eq(customPackages.id, first.id));

    const response = await mine(me.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(body.data[1]).toMatchObject({ status: 'quoted', quote: { amount: 42500, currency: 'INR' } });
    expect(body.data[0]).toMatchObject({ status: 'requested', quote: null });
    expect(JSON.stringify(body)).not.toContain('margin');
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });

    const paged = (await mine(me.token, '?per_page=1&page=2')).json();
    expect(paged.data.map((item: { id: number }) => item.id)).toEqual([first.id]);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2 });

    const theirs = (await mine(other.token)).json().data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].destinations).toEqual(['Leh']);

    const beyond = (await mine(me.token, '?page=5')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ page: 5, total: 2, last_page: 1 });

    // The page, its total and the currency come in one statement.
    const { statements } = await ctx.statementsOf(() => mine(me.token));
    expect(statements.filter((statement) => statement.includes('"custom_packages"'))).toHaveLength(1);

    expect((await mine(me.token, '?per_page=1000')).statusCode).toBe(422);
  });
});
