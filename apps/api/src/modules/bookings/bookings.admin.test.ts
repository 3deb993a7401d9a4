import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let staff: { token: string; userId: number };
let admin: { token: string; userId: number };
let traveller: { token: string; userId: number; email: string };

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination({ name: 'Kullu Valley' })).id;
  staff = await ctx.tokenFor('staff');
  admin = await ctx.tokenFor('admin');
  traveller = await ctx.tokenFor('customer');
  // One traveller makes every booking here: no limit on unpaid ones.
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let seq = 0;
/** A pending booking made by the traveller through the public API: 2 seats at 10,000 on a 6-seat departure. */
async function booking(values: { price?: number; passengers?: number; name?: string } = {}) {
  seq += 1;
  const tour = await catalogue.tour(destinationId, { title: `Hampta Pass ${seq}`, price: values.price ?? 10_000 });
  const departure = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 6, startDate: dayFromToday(20 + seq) });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(traveller.token),
    payload: {
      tour_id: tour.id,
      departure_id: departure.id,
      passengers: values.passengers ?? 2,
      contact_name: values.name ?? `Traveller ${seq}`,
      contact_email: `traveller${seq}@example.test`,
      contact_phone: '+91 98160 44444',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json().data.id as number,
    reference: response.json().data.reference as string,
    tour,
    departure,
  };
}

const pay = (id: number, payload: object) =>
  call('POST', `/bookings/${id}/payments`, { method: 'upi', paid_on: dayFromToday(0), ...payload });

const emailKinds = async (id: number) => (await fixtures.emailsOf(id)).map((email) => email.kind);

describe('guard of /api/admin/bookings', () => {
  it('answers 401 without a token and 403 to a traveller on every route', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/bookings'],
      ['GET', '/bookings/summary'],
      ['GET', '/bookings/export'],
      ['GET', '/bookings/executives'],
      ['GET', '/bookings/1'],
      ['PUT', '/bookings/1', { status: 'confirmed' }],
      ['POST', '/bookings/1/confirm'],
      ['POST', '/bookings/1/cancel', { reason: 'x' }],
      ['PUT', '/bookings/1/assign', { executive_id: 1 }],
      ['POST', '/bookings/1/payments', { amount: 1, method: 'cash', paid_on: '2026-01-01' }],
      ['GET', '/bookings/1/invoice'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      const answer = await call(method, url, payload, traveller.token);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    }
  });

  it('answers 404 for an unknown booking on every route that takes one', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/bookings/999999'],
      ['PUT', '/bookings/999999', { status: 'confirmed' }],
      ['POST', '/bookings/999999/confirm'],
      ['POST', '/bookings/999999/cancel', { reason: 'x' }],
      ['PUT', '/bookings/999999/assign', { executive_id: null }],
      ['POST', '/bookings/999999/payments', { amount: 1, method: 'cash', paid_on: '2026-01-01' }],
      ['GET', '/bookings/999999/invoice'],
    ];
    for (const [method, url, payload] of routes) {
      const answer = await call(method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().message).toBe(MESSAGES.bookingNotFound);
    }
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists newest first with account, trip, destination and money; filters and searches', async () => {
    const first = await booking({ name: 'Anjali Filter' });
    const second = await booking({ name: 'Dev Filter' });
    await call('POST', `/bookings/${second.id}/confirm`);
    const list = await call('GET', '/bookings?search=filter');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(list.json().data[1]).toMatchObject({
      contact_name: 'Anjali Filter',
      destination_name: 'Kullu Valley',
      trip: { type: 'tour', title: first.tour.title },
      // The specs' names for the trip, beside ours.
      tour_id: first.tour.id,
      trek_id: null,
      tour: { id: first.tour.id, title: first.tour.title, destination: { name: 'Kullu Valley' } },
      trek: null,
      passengers: 2,
      total_amount: 20_000,
      amount_paid: 0,
      balance_due: 20_000,
      payment_status: 'pending',
      user: { id: traveller.userId },
      assigned_to: null,
    });
    const ids = async (query: string) =>
      (await call('GET', `/bookings${query}`)).json().data.map((row: { id: number }) => row.id);
    expect(await ids('?search=filter&status=confirmed')).toEqual([second.id]);
    expect(await ids(`?search=${first.reference}`)).toEqual([first.id]);
    expect(await ids(`?tour_id=${first.tour.id}`)).toEqual([first.id]);
    expect(await ids(`?departure_id=${second.departure.id}`)).toEqual([second.id]);
    expect(
      await ids(`?search=filter&travel_from=${second.departure.startDate}&travel_to=${second.departure.startDate}`),
    ).toEqual([second.id]);
    expect(await ids('?search=filter&payment_status=paid')).toEqual([]);
    const detail = await call('GET', `/bookings/${first.id}`);
    expect(detail.json().data).toMatchObject({
      tour_id: first.tour.id,
      tour: { id: first.tour.id, title: first.tour.title, destination: { name: 'Kullu Valley' } },
      trek: null,
    });
    const paged = await call('GET', '/bookings?search=filter&per_page=1&page=2');
    expect(paged.json().meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('finds a whole reference or a whole email exactly, in any case, and any other text as part of one', async () => {
    const one = await booking({ name: 'Exact Lookup' });
    const two = await booking({ name: 'Exact Lookup' });
    const ids = async (search: string) =>
      (await call('GET', `/bookings?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await ids(one.reference.toLowerCase())).toEqual([one.id]);
    expect(await ids(` ${two.reference} `)).toEqual([two.id]);
    // The contact email typed whole (one booking), and the account's email (all of its bookings).
    const contact = (await call('GET', `/bookings/${one.id}`)).json().data.contact_email as string;
    expect(await ids(contact.toUpperCase())).toEqual([one.id]);
    expect(await ids(traveller.email.toUpperCase())).toEqual(expect.arrayContaining([one.id, two.id]));
    // Part of a reference or of an email still matches as before.
    expect(await ids(one.reference.slice(3))).toEqual([one.id]);
    expect(await ids(contact.split('@')[0]!)).toEqual([one.id]);
  });

  it('answers 422 to a bad filter', async () => {
    for (const query of [
      '?status=lost',
      '?payment_status=maybe',
      '?tour_id=abc',
      '?travel_from=2026-13-01',
      '?per_page=101',
    ])
      expect((await call('GET', `/bookings${query}`)).statusCode, query).toBe(422);
  });

  it('sums the summary cards of the filter', async () => {
    const one = await booking({ name: 'Summary Person' });
    const two = await booking({ name: 'Summary Person' });
    await booking({ name: 'Summary Person' });
    await call('POST', `/bookings/${one.id}/confirm`);
    await call('POST', `/bookings/${two.id}/cancel`, { reason: 'Landslide on the road' });
    const summary = await call('GET', '/bookings/summary?search=summary person');
    expect(summary.json().data).toEqual({
      total: 3,
      confirmed: 1,
      pending: 1,
      cancelled: 1,
      revenue: 40_000,
      currency: 'INR',
    });
  });
});

describe('status changes', () => {
  it('confirms: status, email to the traveller, activity log; a second confirm changes nothing', async () => {
    const { id } = await booking();
    const response = await call('POST', `/bookings/${id}/confirm`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: SALES_MESSAGES.bookingConfirmed, data: { status: 'confirmed' } });
    expect(await emailKinds(id)).toContain('booking_confirmed');
    expect((await call('POST', `/bookings/${id}/confirm`)).statusCode).toBe(200);
    expect((await emailKinds(id)).filter((kind) => kind === 'booking_confirmed')).toHaveLength(1);
    const history = (await call('GET', `/bookings/${id}`)).json().data.history;
    expect(history[0]).toMatchObject({ action: 'confirmed', by: { id: staff.userId } });
  });

  it('cancels with a reason: seats return, the traveller gets the operator email', async () => {
    const { id, departure } = await booking({ passengers: 3 });
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(3);
    const long = await call('POST', `/bookings/${id}/cancel`, { reason: 'x'.repeat(2_000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ reason: [MESSAGES.tooLong] });
    const notText = await call('POST', `/bookings/${id}/cancel`, { reason: 42 });
    expect(notText.statusCode).toBe(422);
    expect(Object.keys(notText.json().errors)).toEqual(['reason']);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(3);
    const response = await call('POST', `/bookings/${id}/cancel`, { reason: 'Heavy snow closed the pass' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Heavy snow closed the pass',
      balance_due: 0,
    });
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
    const emails = await fixtures.emailsOf(id);
    const cancelled = emails.find((email) => email.kind === 'booking_cancelled_operator')!;
    expect(cancelled.text).toContain('Heavy snow closed the pass');
    expect((await call('POST', `/bookings/${id}/cancel`, { reason: 'again' })).statusCode).toBe(409);
  });

  it("cancels without a body, as the spec's client sends it: none, an empty JSON one, or {}", async () => {
    const sent: { headers: Record<string, string>; payload?: string }[] = [
      { headers: {} },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"reason":"  "}' },
    ];
    for (const request of sent) {
      const { id, departure } = await booking({ passengers: 2 });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${id}/cancel`,
        headers: { ...bearer(staff.token), ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expect(response.statusCode, `${JSON.stringify(request)}: ${response.body}`).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'cancelled', balance_due: 0 });
      expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
      expect((await fixtures.emailsOf(id)).map((email) => email.kind)).toContain('booking_cancelled_operator');
      // Already cancelled: the cancel call says so, with or without a body.
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${id}/cancel`,
        headers: bearer(staff.token),
      });
      expect(again.statusCode).toBe(409);
    }
    // Still JSON: a broken body is a 400, not a cancellation.
    const { id } = await booking();
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/cancel`,
      headers: { ...bearer(staff.token), 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', `/bookings/${id}`)).json().data.status).toBe('pending');
    expect((await call('POST', `/bookings/${id}/cancel`, undefined, null)).statusCode).toBe(401);
    expect((await call('POST', `/bookings/${id}/cancel`, undefined, traveller.token)).statusCode).toBe(403);
  });

  it('sets any status from the dropdown; back from cancelled it takes its seats again, or 409 when gone', async () => {
    const { id, departure } = await booking({ passengers: 2 });
    for (const status of ['confirmed', 'pending', 'cancelled', 'confirmed']) {
      const response = await call('PUT', `/bookings/${id}`, { status });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ message: SALES_MESSAGES.bookingStatusUpdated, data: { status } });
    }
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
    const bad = await call('PUT', `/bookings/${id}`, { status: 'archived' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [SALES_MESSAGES.bookingStatusInvalid] });

    await call('PUT', `/bookings/${id}`, { status: 'cancelled' });
    // Someone else takes the seats meanwhile.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(traveller.token),
      payload: {
        tour_id: departure.tourId,
        departure_id: departure.id,
        passengers: 5,
        contact_name: 'Late',
        contact_email: 'late@example.test',
        contact_phone: '+91 98160 55555',
      },
    });
    expect(other.statusCode).toBe(201);
    const back = await call('PUT', `/bookings/${id}`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(SALES_MESSAGES.seatsUnavailable);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(5);
  });
});

describe('PUT /api/admin/bookings/:id/assign', () => {
  it('assigns a staff or admin account, unassigns with null, and refuses a traveller or unknown id', async () => {
    const { id } = await booking();
    const executives = (await call('GET', '/bookings/executives')).json().data.map((row: { id: number }) => row.id);
    expect(executives).toEqual(expect.arrayContaining([staff.userId, admin.userId]));
    expect(executives).not.toContain(traveller.userId);
    const assigned = await call('PUT', `/bookings/${id}/assign`, { executive_id: admin.userId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.assigned_to).toMatchObject({ id: admin.userId });
    for (const executive_id of [traveller.userId, 999_999, 'abc']) {
      const refused = await call('PUT', `/bookings/${id}/assign`, { executive_id });
      expect(refused.statusCode, String(executive_id)).toBe(422);
      expect(refused.json().errors).toEqual({ executive_id: [SALES_MESSAGES.executiveInvalid] });
    }
    expect((await call('PUT', `/bookings/${id}/assign`, { executive_id: null })).json().data.assigned_to).toBeNull();
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'booking'), eq(activityLogs.subjectId, id)));
    expect(logged.filter((entry) => entry.action === 'assigned')).toHaveLength(2);
  });
});

describe('payments', () => {
  it('moves pending → partially paid → paid → refunded, with the balance due and emails', async () => {
    const { id } = await booking();
    const deposit = await pay(id, { amount: 5_000, reference: 'UPI-123', note: 'Deposit' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({
      message: SALES_MESSAGES.paymentRecorded,
      data: { payment_status: 'partially_paid', amount_paid: 5_000, balance_due: 15_000 },
    });
    expect(deposit.json().data.payments[0]).toMatchObject({
      kind: 'payment',
      amount: 5_000,
      method: 'upi',
      reference: 'UPI-123',
      recorded_by: { id: staff.userId },
    });
    const rest = await pay(id, { amount: 15_000, method: 'bank_transfer' });
    expect(rest.json().data).toMatchObject({ payment_status: 'paid', balance_due: 0 });
    const partRefund = await pay(id, { kind: 'refund', amount: 4_000, method: 'bank_transfer' });
    expect(partRefund.json()).toMatchObject({
      message: SALES_MESSAGES.refundRecorded,
      data: { payment_status: 'partially_paid', amount_paid: 16_000 },
    });
    const fullRefund = await pay(id, { kind: 'refund', amount: 16_000, method: 'bank_transfer' });
    expect(fullRefund.json().data).toMatchObject({ payment_status: 'refunded', amount_paid: 0 });
    expect((await emailKinds(id)).filter((kind) => kind === 'payment_received')).toHaveLength(2);
    const history = fullRefund.json().data.history.map((entry: { action: string }) => entry.action);
    expect(history.filter((action: string) => action === 'payment_recorded')).toHaveLength(2);
  });

  it('refuses an overpayment, a refund above what was paid, and bad input, with 422 and nothing stored', async () => {
    const { id } = await booking();
    const over = await pay(id, { amount: 20_000.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toContain('more than the balance due');
    const refund = await pay(id, { kind: 'refund', amount: 1 });
    expect(refund.statusCode).toBe(422);
    const bad = await call('POST', `/bookings/${id}/payments`, { amount: -5, method: 'cheque', paid_on: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      amount: [SALES_MESSAGES.paymentAmountInvalid],
      method: [SALES_MESSAGES.paymentMethodInvalid],
      paid_on: [MESSAGES.travelDateInvalid],
    });
    expect((await call('GET', `/bookings/${id}`)).json().data).toMatchObject({
      payments: [],
      payment_status: 'pending',
    });
  });

  it('takes only refunds once the booking is cancelled', async () => {
    const { id } = await booking();
    await pay(id, { amount: 2_000 });
    await call('POST', `/bookings/${id}/cancel`, { reason: 'Traveller unwell' });
    expect((await pay(id, { amount: 1_000 })).statusCode).toBe(422);
    expect((await pay(id, { kind: 'refund', amount: 2_000 })).json().data.payment_status).toBe('refunded');
  });

  it('never lets two racing payments exceed the total', async () => {
    const { id } = await booking();
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(id, { amount: 12_000 })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    const detail = (await call('GET', `/bookings/${id}`)).json().data;
    expect(detail).toMatchObject({ amount_paid: 12_000, balance_due: 8_000, payment_status: 'partially_paid' });
    expect(detail.payments).toHaveLength(1);
  });
});

describe('invoice and export', () => {
  it('downloads the real PDF invoice', async () => {
    const { id, reference } = await booking();
    const response = await call('GET', `/bookings/${id}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`invoice-${reference}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(reference);
  });

  it('exports the filter as CSV with a BOM, formulas neutralised', async () => {
    const { reference } = await booking({ name: '=HYPERLINK("http://evil")' });
    await booking({ name: 'राहुल शर्मा' });
    const response = await call('GET', `/bookings/export?search=${encodeURIComponent(reference)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFFReference,Booked on,Customer')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const hindi = await call('GET', `/bookings/export?search=${encodeURIComponent('राहुल')}`);
    expect(hindi.body).toContain('राहुल शर्मा');
    expect((await call('GET', '/bookings/export?status=lost')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/bookings sorting and trip filter', () => {
  it('sorts by a whitelisted column either way, filters by trip, and refuses another sort with 422', async () => {
    const tag = `Sorted${Date.now()}`;
    const bravo = await booking({ name: `${tag} Bravo`, price: 50_000, passengers: 1 });
    const alpha = await booking({ name: `${tag} Alpha`, price: 10_000, passengers: 3 });
    await booking({ name: `${tag} Charlie`, price: 20_000, passengers: 2 });
    const names = async (query: string) => {
      const response = await call('GET', `/bookings?search=${tag}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((item: { contact_name: string }) => item.contact_name.replace(`${tag} `, ''));
    };
    expect(await names('sort=contact_name&direction=asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('sort=contact_name&direction=desc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('sort=total_amount&direction=asc')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await names('sort=passengers&direction=desc')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await names('sort=travel_date&direction=asc')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await names(`tour_id=${alpha.tour.id}`)).toEqual(['Alpha']);
    expect(await names(`tour_id=${bravo.tour.id}&sort=created_at&direction=asc`)).toEqual(['Bravo']);

    const bad = await call('GET', '/bookings?sort=reference');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toEqual([MESSAGES.invalidSort]);
    expect((await call('GET', '/bookings?sort=travel_date&direction=up')).statusCode).toBe(422);
  });
});
