import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_IDS_MAX, BULK_MESSAGES } from '@trails/contracts/admin-bulk';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, departures } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { setSetting } from '../../test/settings.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let staff: { token: string; userId: number };
let traveller: { token: string; userId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination({ name: 'Kullu Valley' })).id;
  staff = await ctx.tokenFor('staff');
  traveller = await ctx.tokenFor('customer');
  await setSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
});
afterAll(async () => {
  await ctx.close();
});

const call = (url: string, payload: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });

let seq = 0;
/** A pending booking made by the traveller through the public API: 2 seats on a 6-seat departure. */
async function booking() {
  seq += 1;
  const tour = await catalogue.tour(destinationId, { title: `Bulk Pass ${seq}`, price: 10_000 });
  const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 6, startDate: dayFromToday(20 + seq) });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(traveller.token),
    payload: {
      tour_id: tour.id,
      departure_id: departure.id,
      passengers: 2,
      contact_name: `Bulk Traveller ${seq}`,
      contact_email: `bulk${seq}@example.test`,
      contact_phone: '+91 98160 44444',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.id as number, reference: response.json().data.reference as string, departure };
}

describe('bulk actions on bookings', () => {
  it('answers 401 without a token and 403 to a traveller', async () => {
    for (const url of ['/bookings/bulk', '/bookings/export']) {
      const body = { action: 'confirm', ids: [1] };
      expect((await call(url, body, null)).statusCode, url).toBe(401);
      expect((await call(url, body, traveller.token)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad input per field: no ids, too many, not ids, an unknown action', async () => {
    const cases: [unknown, string, string][] = [
      [{ action: 'confirm', ids: [] }, 'ids', BULK_MESSAGES.bulkIdsRequired],
      [{ action: 'confirm' }, 'ids', BULK_MESSAGES.bulkIdsRequired],
      [
        { action: 'confirm', ids: Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1) },
        'ids',
        BULK_MESSAGES.bulkIdsTooMany,
      ],
      [{ action: 'delete', ids: [1] }, 'action', BULK_MESSAGES.bulkActionInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('/bookings/bulk', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const notIds = await call('/bookings/bulk', { action: 'confirm', ids: ['x'] });
    expect(notIds.statusCode).toBe(422);
    expect(Object.keys(notIds.json().errors)[0]).toMatch(/^ids/);
    expect((await call('/bookings/export', { ids: [] })).statusCode).toBe(422);
  });

  it('confirms the selection in one request, each as the single confirm does, and skips what it refuses', async () => {
    const a = await booking();
    const b = await booking();
    const done = await booking();
    const full = await booking();
    expect((await call(`/bookings/${done.id}/confirm`, undefined)).statusCode).toBe(200);
    // A cancelled booking whose seats have gone meanwhile cannot be confirmed (the seats rule of the single action).
    expect((await call(`/bookings/${full.id}/cancel`, {})).statusCode).toBe(200);
    await ctx.db.update(departures).set({ seatsBooked: 6 }).where(eq(departures.id, full.departure.id));

    const response = await call('/bookings/bulk', {
      action: 'confirm',
      ids: [a.id, b.id, done.id, full.id, 999_999, a.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      done: [a.id, b.id],
      skipped: [
        { id: done.id, message: BULK_MESSAGES.bookingAlreadyConfirmed },
        { id: full.id, message: SALES_MESSAGES.seatsUnavailable },
        { id: 999_999, message: MESSAGES.bookingNotFound },
      ],
    });
    for (const id of [a.id, b.id]) {
      const detail = (await ctx.app.inject({ url: `/api/admin/bookings/${id}`, headers: bearer(staff.token) })).json();
      expect(detail.data.status).toBe('confirmed');
      expect((await fixtures.emailsOf(id)).map((email) => email.kind)).toContain('booking_confirmed');
    }
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type, 'booking'),
          eq(activityLogs.action, 'confirmed'),
          inArray(activityLogs.subjectId, [a.id, b.id, full.id]),
        ),
      );
    expect(logged.map((row) => row.subjectId).sort()).toEqual([a.id, b.id].sort());
    expect(logged.every((row) => row.userId === staff.userId)).toBe(true);
    const cancelled = (
      await ctx.app.inject({ url: `/api/admin/bookings/${full.id}`, headers: bearer(staff.token) })
    ).json();
    expect(cancelled.data.status).toBe('cancelled');
  });

  it('exports the selection as CSV', async () => {
    const a = await booking();
    const b = await booking();
    await booking();
    const response = await call('/bookings/export', { ids: [a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(a.reference);
    expect(response.body).toContain(b.reference);
  });
});
