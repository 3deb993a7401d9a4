import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, bookings, customPackages, emailOutbox, notifications, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let admin: string;
let staff: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await bookingFixtures(ctx.db).operatorSettings();
  admin = (await ctx.tokenFor('admin')).token;
  staff = (await ctx.tokenFor('staff')).token;
});
afterAll(async () => {
  await ctx.close();
});

let seq = 0;
/** A request of a new traveller, stored directly. */
async function request(values: Partial<typeof customPackages.$inferInsert> = {}) {
  const traveller = await ctx.tokenFor('customer');
  const n = ++seq;
  const [row] = await ctx.db
    .insert(customPackages)
    .values({
      userId: traveller.userId,
      destinations: ['Leh', `Nubra ${n}`],
      durationDays: 6,
      durationNights: 5,
      budgetMin: 20000,
      budgetMax: 60000,
      hotelStars: 4,
      travelers: 2,
      travelDate: dayFromToday(40),
      contactName: `Meera Iyer ${n}`,
      contactEmail: `meera${n}@example.test`,
      ...values,
    })
    .returning();
  return { row: row!, traveller };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const quote = (values: Record<string, unknown> = {}) => ({
  price_per_person: 24500,
  total_price: 49000,
  days: [
    { day: 1, title: 'Arrive in Leh', description: 'Rest and acclimatise' },
    { day: 2, title: 'Khardung La to Nubra' },
  ],
  inclusions: ['Hotels', 'Inner line permits', ''],
  exclusions: ['Flights'],
  valid_until: dayFromToday(10),
  ...values,
});

async function activityFor(id: number, action: string) {
  return ctx.db
    .select()
    .from(activityLogs)
    .where(
      and(eq(activityLogs.type, 'custom_package'), eq(activityLogs.subjectId, id), eq(activityLogs.action, action)),
    );
}

describe('admin custom packages: access', () => {
  it('answers 401 without a token and 403 for a traveller on every route', async () => {
    const { row, traveller } = await request();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/custom-packages'],
      ['GET', '/api/admin/custom-packages/summary'],
      ['GET', `/api/admin/custom-packages/${row.id}`],
      ['PUT', `/api/admin/custom-packages/${row.id}/status`, { status: 'quoted' }],
      ['POST', `/api/admin/custom-packages/${row.id}/assign`, { assigned_to: 'Tashi' }],
      ['POST', `/api/admin/custom-packages/${row.id}/notes`, { notes: 'x' }],
      ['POST', `/api/admin/custom-packages/${row.id}/quote`, quote()],
      ['POST', `/api/admin/custom-packages/${row.id}/convert`],
      ['DELETE', `/api/admin/custom-packages/${row.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, traveller.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [still] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, row.id));
    expect(still).toMatchObject({ status: 'requested', assignedTo: null, notes: null });
  });

  it('answers 404 for a missing request', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/custom-packages/999999'],
      ['PUT', '/api/admin/custom-packages/999999/status', { status: 'quoted' }],
      ['POST', '/api/admin/custom-packages/999999/assign', { assigned_to: 'x' }],
      ['POST', '/api/admin/custom-packages/999999/notes', { notes: 'x' }],
      ['POST', '/api/admin/custom-packages/999999/quote', quote()],
      ['POST', '/api/admin/custom-packages/999999/convert'],
      ['DELETE', '/api/admin/custom-packages/999999'],
    ] as const) {
      const response = await call(method, url, staff, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.customPackageNotFound);
    }
  });
});

describe('admin custom packages: list and detail', () => {
  it('lists newest first, filters by status, searches name, email and destination, and counts', async () => {
    const older = await request({ destinations: ['Tawang'], contactName: 'Dorje Older' });
    const newer = await request({ destinations: ['Gangtok', 'Zuluk'], status: 'quoted', quotedPrice: 50000 });
    const all = await call('GET', '/api/admin/custom-packages?per_page=100', staff);
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newer.row.id)).toBeLessThan(ids.indexOf(older.row.id));
    expect(all.json().meta).toMatchObject({ page: 1, per_page: 100 });

    const quoted = await call('GET', '/api/admin/custom-packages?status=quoted&per_page=100', staff);
    expect(quoted.json().data.every((item: { status: string }) => item.status === 'quoted')).toBe(true);
    expect(quoted.json().data.map((item: { id: number }) => item.id)).toContain(newer.row.id);

    for (const search of ['zuluk', newer.row.contactEmail.toUpperCase(), 'Dorje Older']) {
      const found = await call('GET', `/api/admin/custom-packages?search=${encodeURIComponent(search)}`, staff);
      expect(found.json().data.length, search).toBeGreaterThan(0);
    }
    const zuluk = await call('GET', '/api/admin/custom-packages?search=zuluk', staff);
    expect(zuluk.json().data.map((item: { id: number }) => item.id)).toEqual([newer.row.id]);
    expect(zuluk.json().data[0]).toMatchObject({
      user: { id: newer.row.userId },
      destinations: ['Gangtok', 'Zuluk'],
      hotel_category: '4-star',
      hotel_stars: 4,
      travelers: 2,
      passengers: 2,
      quote: { amount: 50000, currency: 'INR' },
      booking: null,
    });

    const summary = await call('GET', '/api/admin/custom-packages/summary', staff);
    expect(summary.statusCode).toBe(200);
    const counts = summary.json().data;
    expect(counts.total).toBeGreaterThanOrEqual(2);
    expect(counts.quoted).toBeGreaterThanOrEqual(1);
    expect(counts.requested + counts.quoted + counts.confirmed).toBeLessThanOrEqual(counts.total);
  });

  it('rejects a bad filter or page with 422', async () => {
    expect((await call('GET', '/api/admin/custom-packages?status=lost', staff)).json().errors).toEqual({
      status: [ADMIN_MESSAGES.packageStatusInvalid],
    });
    expect((await call('GET', '/api/admin/custom-packages?per_page=5000', staff)).statusCode).toBe(422);
    expect((await call('GET', `/api/admin/custom-packages?search=${'a'.repeat(300)}`, staff)).statusCode).toBe(422);
  });
});

describe('admin custom packages: status, assignee, notes, delete', () => {
  it('changes each field by its own call and logs every write', async () => {
    const { row, traveller } = await request();
    const status = await call('PUT', `/api/admin/custom-packages/${row.id}/status`, staff, { status: 'cancelled' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ message: 'Package updated successfully', data: { status: 'cancelled' } });

    const assign = await call('POST', `/api/admin/custom-packages/${row.id}/assign`, staff, {
      assigned_to: '  Tashi Namgyal  ',
    });
    expect(assign.json()).toMatchObject({
      message: 'Package assigned successfully',
      data: { assigned_to: 'Tashi Namgyal' },
    });

    const notes = await call('POST', `/api/admin/custom-packages/${row.id}/notes`, staff, {
      notes: 'Prefers a driver who speaks Tamil.',
    });
    expect(notes.json()).toMatchObject({
      message: 'Notes added successfully',
      data: { notes: 'Prefers a driver who speaks Tamil.', status: 'cancelled' },
    });

    // The traveller never sees the internal notes or the assignee.
    const own = await call('GET', '/api/custom-packages', traveller.token);
    expect(JSON.stringify(own.json())).not.toContain('Tamil');
    expect(JSON.stringify(own.json())).not.toContain('Tashi');

    for (const action of ['status_changed', 'assigned', 'notes_updated'])
      expect(await activityFor(row.id, action), action).toHaveLength(1);

    const removed = await call('DELETE', `/api/admin/custom-packages/${row.id}`, admin);
    expect(removed.json()).toEqual({ success: true, message: 'Package deleted successfully' });
    expect(await ctx.db.select().from(customPackages).where(eq(customPackages.id, row.id))).toHaveLength(0);
    expect(await activityFor(row.id, 'deleted')).toHaveLength(1);
  });

  it('rejects an unknown status and an over-long assignee with 422, changing nothing', async () => {
    const { row } = await request();
    const bad = await call('PUT', `/api/admin/custom-packages/${row.id}/status`, staff, { status: 'paid' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [ADMIN_MESSAGES.packageStatusInvalid] });
    expect((await call('PUT', `/api/admin/custom-packages/${row.id}/status`, staff, {})).statusCode).toBe(422);
    const long = await call('POST', `/api/admin/custom-packages/${row.id}/assign`, staff, {
      assigned_to: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(422);
    const [still] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, row.id));
    expect(still).toMatchObject({ status: 'requested', assignedTo: null });
  });
});

describe('quotes', () => {
  it('stores the quote, marks it quoted and emails the traveller in their language', async () => {
    const { row, traveller } = await request();
    await ctx.db.update(users).set({ locale: 'hi' }).where(eq(users.id, traveller.userId));
    const response = await call('POST', `/api/admin/custom-packages/${row.id}/quote`, staff, quote());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.quoteSent,
      data: {
        status: 'quoted',
        quote: { amount: 49000, price_per_person: 24500, inclusions: ['Hotels', 'Inner line permits'] },
        quote_details: { total_price: 49000, exclusions: ['Flights'] },
      },
    });
    expect(response.json().data.quote_sent_at).not.toBeNull();
    const emails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'custom_package_quote'), eq(emailOutbox.relatedId, row.id)));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: row.contactEmail });
    expect(emails[0]!.subject).toContain('कोटेशन');
    expect(emails[0]!.text).toContain('Khardung La to Nubra');
    expect(emails[0]!.text).toContain('Inner line permits');
    expect(await activityFor(row.id, 'quoted')).toHaveLength(1);

    const own = await call('GET', '/api/custom-packages', traveller.token);
    expect(own.json().data[0]).toMatchObject({
      status: 'quoted',
      quote: { amount: 49000, valid_until: quote().valid_until, days: [{ title: 'Arrive in Leh' }, {}] },
    });
  });

  it('checks the quote with 422 and the messages, storing and sending nothing', async () => {
    const { row } = await request();
    const errorsOf = async (change: Record<string, unknown>) => {
      const response = await call('POST', `/api/admin/custom-packages/${row.id}/quote`, staff, quote(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      return response.json().errors;
    };
    expect(await errorsOf({ price_per_person: 0 })).toEqual({ price_per_person: [ADMIN_MESSAGES.quotePriceInvalid] });
    expect(await errorsOf({ days: [] })).toEqual({ days: [ADMIN_MESSAGES.quoteDaysRequired] });
    expect(await errorsOf({ days: [{ day: 1, title: ' ' }] })).toEqual({
      'days.0.title': [ADMIN_MESSAGES.quoteDayTitleRequired],
    });
    expect(await errorsOf({ valid_until: dayFromToday(-3) })).toEqual({
      valid_until: [ADMIN_MESSAGES.quoteValidUntilPast],
    });
    expect(await errorsOf({ valid_until: '' })).toEqual({ valid_until: [ADMIN_MESSAGES.quoteValidUntilRequired] });
    const [still] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, row.id));
    expect(still).toMatchObject({ status: 'requested', quote: null, quotedPrice: null });
  });
});

describe('traveller accepts or declines', () => {
  async function quoted(values: Partial<typeof customPackages.$inferInsert> = {}) {
    const made = await request();
    await call('POST', `/api/admin/custom-packages/${made.row.id}/quote`, staff, quote());
    if (Object.keys(values).length)
      await ctx.db.update(customPackages).set(values).where(eq(customPackages.id, made.row.id));
    return made;
  }
  const answer = (id: number, what: 'accept' | 'decline', token: string | null) =>
    call('POST', `/api/custom-packages/${id}/${what}`, token);

  it('accepts: confirmed, and staff get a notification', async () => {
    const { row, traveller } = await quoted();
    const response = await answer(row.id, 'accept', traveller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MESSAGES.customQuoteAccepted, data: { status: 'confirmed' } });
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Custom package quote accepted'));
    expect(notes.some((note) => note.message.includes(`#${row.id}`))).toBe(true);
    // Answered once: a second answer is a conflict.
    expect((await answer(row.id, 'decline', traveller.token)).statusCode).toBe(409);
  });

  it('declines: cancelled, and staff get a notification', async () => {
    const { row, traveller } = await quoted();
    const response = await answer(row.id, 'decline', traveller.token);
    expect(response.json()).toMatchObject({ message: MESSAGES.customQuoteDeclined, data: { status: 'cancelled' } });
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Custom package quote declined'));
    expect(notes.some((note) => note.message.includes(`#${row.id}`))).toBe(true);
  });

  it('only the owner, only when quoted and not expired', async () => {
    const { row } = await quoted();
    const stranger = await ctx.tokenFor('customer');
    expect((await answer(row.id, 'accept', null)).statusCode).toBe(401);
    const other = await answer(row.id, 'accept', stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.customPackageNotFound);

    const open = await request();
    const notQuoted = await answer(open.row.id, 'accept', open.traveller.token);
    expect(notQuoted.statusCode).toBe(409);
    expect(notQuoted.json().message).toBe(MESSAGES.customQuoteNotOpen);

    const expired = await quoted();
    const [current] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, expired.row.id));
    await ctx.db
      .update(customPackages)
      .set({ quote: { ...current!.quote!, valid_until: dayFromToday(-5) } })
      .where(eq(customPackages.id, expired.row.id));
    const late = await answer(expired.row.id, 'accept', expired.traveller.token);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(MESSAGES.customQuoteExpired);
    const [after] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, expired.row.id));
    expect(after!.status).toBe('quoted');
  });
});

describe('convert to booking', () => {
  it('refuses anything but a confirmed request with 409', async () => {
    const { row } = await request();
    const response = await call('POST', `/api/admin/custom-packages/${row.id}/convert`, staff);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.packageNotConfirmed);
    await call('PUT', `/api/admin/custom-packages/${row.id}/status`, staff, { status: 'confirmed' });
    const withoutQuote = await call('POST', `/api/admin/custom-packages/${row.id}/convert`, staff);
    expect(withoutQuote.statusCode).toBe(409);
    expect(withoutQuote.json().message).toBe(ADMIN_MESSAGES.packageWithoutQuote);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.customPackageId, row.id))).toHaveLength(0);
  });

  it('creates the traveller’s booking at the quoted price, once', async () => {
    const { row, traveller } = await request({ contactPhone: '+91 94190 11111' });
    await call('POST', `/api/admin/custom-packages/${row.id}/quote`, staff, quote({ total_price: 47000 }));
    await call('POST', `/api/custom-packages/${row.id}/accept`, traveller.token);
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/custom-packages/${row.id}/convert`, staff),
      call('POST', `/api/admin/custom-packages/${row.id}/convert`, admin),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(winner.json().message).toBe(ADMIN_MESSAGES.packageConverted);
    expect(loser.json().message).toBe(ADMIN_MESSAGES.packageAlreadyConverted);

    const made = await ctx.db.select().from(bookings).where(eq(bookings.customPackageId, row.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      userId: traveller.userId,
      passengers: 2,
      unitPrice: 24500,
      discountAmount: 2000,
      totalAmount: 47000,
      currency: 'INR',
      status: 'confirmed',
      paymentStatus: 'pending',
      contactPhone: '+91 94190 11111',
      travelDate: row.travelDate,
    });
    expect(winner.json().data.booking).toEqual({ id: made[0]!.id, reference: made[0]!.reference });
    expect(await activityFor(row.id, 'converted')).toHaveLength(1);

    const again = await call('POST', `/api/admin/custom-packages/${row.id}/convert`, staff);
    expect(again.statusCode).toBe(409);

    // The booking keeps the package as its record: deleting it is a conflict that changes nothing.
    const removed = await call('DELETE', `/api/admin/custom-packages/${row.id}`, admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ success: false, message: ADMIN_MESSAGES.packageHasBooking });
    expect(await ctx.db.select().from(customPackages).where(eq(customPackages.id, row.id))).toHaveLength(1);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.customPackageId, row.id))).toHaveLength(1);
    expect(await activityFor(row.id, 'deleted')).toHaveLength(0);

    // The traveller sees the booking among their own.
    const own = await call('GET', '/api/bookings', traveller.token);
    expect(own.json().data.map((booking: { id: number }) => booking.id)).toContain(made[0]!.id);
  });
});
