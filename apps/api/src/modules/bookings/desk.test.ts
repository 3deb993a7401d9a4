import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, bookings, emailOutbox, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let staff: { token: string; userId: number };
let otherStaff: { token: string; userId: number };
let admin: { token: string; userId: number };
let traveller: { token: string; userId: number; email: string };

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination({ name: 'Parvati Valley' })).id;
  staff = await ctx.tokenFor('staff');
  otherStaff = await ctx.tokenFor('staff');
  admin = await ctx.tokenFor('admin');
  traveller = await ctx.tokenFor('customer');
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let seq = 0;
/** A tour with a departure `daysAhead` away: 10,000 a seat, `seats` seats. */
async function trip(values: { price?: number; seats?: number; daysAhead?: number; departurePrice?: number } = {}) {
  seq += 1;
  const tour = await catalogue.tour(destinationId, { title: `Kheerganga ${seq}`, price: values.price ?? 10_000 });
  const departure = await fixtures.departure(
    { tourId: tour.id },
    {
      seatsTotal: values.seats ?? 6,
      startDate: dayFromToday(values.daysAhead ?? 40 + seq),
      ...(values.departurePrice ? { price: values.departurePrice } : {}),
    },
  );
  return { tour, departure };
}

const create = (payload: object, token: string | null = staff.token) =>
  call('POST', '/api/admin/bookings', payload, token);
const change = (id: number, payload: object, token: string | null = staff.token) =>
  call('PUT', `/api/admin/bookings/${id}`, payload, token);
const readBooking = async (id: number) => (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const logsOf = (id: number, action: string) =>
  ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.type, 'booking'), eq(activityLogs.subjectId, id), eq(activityLogs.action, action)));

describe('POST /api/admin/bookings (staff take a booking)', () => {
  it('books an existing traveller on a departure: seats taken, booking email, logged', async () => {
    const { departure } = await trip();
    const response = await create({
      user_id: traveller.userId,
      departure_id: departure.id,
      passengers: 3,
      note: 'Phoned in',
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(response.json().message).toBe(DESK_MESSAGES.bookingCreated);
    expect(data).toMatchObject({
      status: 'pending',
      passengers: 3,
      total_amount: 30_000,
      user: { id: traveller.userId },
      created_by: staff.userId,
      staff_note: 'Phoned in',
      invoice_version: 1,
    });
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(3);
    expect((await fixtures.emailsOf(data.id)).map((email) => email.kind)).toContain('booking_received');
    expect(await logsOf(data.id, 'created')).toHaveLength(1);
  });

  it('makes a new customer account for a new traveller, and books a trip on request by date with a price override', async () => {
    const tour = await catalogue.tour(destinationId, { title: 'Bir Billing paragliding', price: 4_500 });
    const email = `phone-${Date.now()}@example.test`;
    const response = await create({
      customer: { name: 'Meera Kapoor', email, phone: '+91 98160 55555' },
      tour_id: tour.id,
      travel_date: dayFromToday(20),
      passengers: 2,
      price_override: 8_000,
      note: 'Repeat guest discount',
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      total_amount: 8_000,
      adjustment: -1_000,
      adjustment_reason: 'Repeat guest discount',
      contact_name: 'Meera Kapoor',
      contact_email: email,
    });
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'customer', name: 'Meera Kapoor' });
    expect(data.user.id).toBe(account!.id);
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, data.id), eq(emailOutbox.kind, 'booking_received')));
    expect(mail?.toAddress).toBe(email);
  });

  it('answers 422 per field for bad input and books nothing', async () => {
    const { tour, departure } = await trip();
    const cases: [object, string, string][] = [
      [{ departure_id: departure.id, passengers: 1 }, 'user_id', DESK_MESSAGES.customerRequired],
      [
        {
          user_id: traveller.userId,
          customer: { name: 'A', email: 'a@example.test', phone: '+91 90000 00000' },
          departure_id: departure.id,
          passengers: 1,
        },
        'customer',
        DESK_MESSAGES.customerEitherOr,
      ],
      [{ user_id: traveller.userId, passengers: 1 }, 'tour_id', MESSAGES.tripRequired],
      [{ user_id: traveller.userId, tour_id: tour.id, passengers: 1 }, 'travel_date', MESSAGES.travelDateRequired],
      [
        { user_id: traveller.userId, departure_id: departure.id, passengers: 11 },
        'passengers',
        MESSAGES.passengersRange,
      ],
      [
        { user_id: traveller.userId, departure_id: departure.id, passengers: 1, price_override: 5_000 },
        'note',
        DESK_MESSAGES.priceOverrideNoteRequired,
      ],
      [
        { user_id: traveller.userId, departure_id: departure.id, passengers: 1, price_override: -1, note: 'x' },
        'price_override',
        DESK_MESSAGES.priceOverrideInvalid,
      ],
      [{ user_id: 99_999_999, departure_id: departure.id, passengers: 1 }, 'user_id', DESK_MESSAGES.customerNotFound],
      [
        { customer: { name: '', email: 'nope', phone: '' }, departure_id: departure.id, passengers: 1 },
        'customer.email',
        MESSAGES.emailInvalid,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(response.json())).toEqual([message]);
    }
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
  });

  it('refuses a full departure with 409, without a token 401, for a traveller 403', async () => {
    const { departure } = await trip({ seats: 2 });
    const full = await create({ user_id: traveller.userId, departure_id: departure.id, passengers: 3 });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Only 2 seat(s) left on this departure');
    const payload = { user_id: traveller.userId, departure_id: departure.id, passengers: 1 };
    expect((await create(payload, null)).statusCode).toBe(401);
    expect((await create(payload, traveller.token)).statusCode).toBe(403);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
  });
});

describe('PUT /api/admin/bookings/{id} (staff change a booking)', () => {
  async function staffBooking(passengers = 2, values: Parameters<typeof trip>[0] = {}) {
    const made = await trip(values);
    const response = await create({ user_id: traveller.userId, departure_id: made.departure.id, passengers });
    expect(response.statusCode, response.body).toBe(201);
    return { ...made, id: response.json().data.id as number };
  }

  it('still takes the spec’s { status } body', async () => {
    const { id } = await staffBooking();
    const response = await change(id, { status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: SALES_MESSAGES.bookingStatusUpdated,
      data: { status: 'confirmed' },
    });
  });

  it('moves a booking to a departure of another trip: seats move, price recomputed, logged, emailed, invoice v2', async () => {
    const { id, departure: from } = await staffBooking(2);
    const { departure: to } = await trip({ price: 12_000, departurePrice: 13_500 });
    const response = await change(id, { departure_id: to.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(DESK_MESSAGES.bookingChanged);
    expect(response.json().data).toMatchObject({
      departure_id: to.id,
      travel_date: to.startDate,
      unit_price: 13_500,
      total_amount: 27_000,
      invoice_version: 2,
    });
    expect((await fixtures.readDeparture(from.id)).seatsBooked).toBe(0);
    expect((await fixtures.readDeparture(to.id)).seatsBooked).toBe(2);
    const [log] = await logsOf(id, 'changed');
    expect(log?.before).toMatchObject({ departure_id: from.id, total_amount: 20_000 });
    expect(log?.after).toMatchObject({ departure_id: to.id, total_amount: 27_000 });
    const mail = (await fixtures.emailsOf(id)).find((email) => email.kind === 'booking_changed');
    expect(mail?.subject).toContain('has been changed');
    expect(mail?.text).toContain('→');
    const invoice = await call('GET', `/api/admin/bookings/${id}/invoice`);
    expect(invoice.statusCode).toBe(200);
  });

  it('recomputes the price for more passengers on the same departure, and keeps an adjustment with its reason', async () => {
    const { id, departure } = await staffBooking(2);
    const more = await change(id, { passengers: 4 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data).toMatchObject({ passengers: 4, total_amount: 40_000 });
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(4);
    const adjusted = await change(id, { adjustment: -2_500, reason: 'Shared jeep' });
    expect(adjusted.json().data).toMatchObject({
      total_amount: 37_500,
      adjustment: -2_500,
      adjustment_reason: 'Shared jeep',
    });
    const fewer = await change(id, { passengers: 1 });
    expect(fewer.json().data).toMatchObject({ passengers: 1, total_amount: 7_500, invoice_version: 4 });
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(1);
  });

  it('changes contact details and special requests, emailing what changed', async () => {
    const { id } = await staffBooking(1);
    const response = await change(id, {
      contact_name: 'Arjun Mehta',
      contact_email: 'arjun@example.test',
      contact_phone: '+91 90000 11111',
      special_requests: 'Vegetarian meals',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ contact_name: 'Arjun Mehta', special_requests: 'Vegetarian meals' });
    const mail = (await fixtures.emailsOf(id)).find((email) => email.kind === 'booking_changed');
    expect(mail?.text).toContain('Vegetarian meals');
  });

  it('answers 422 per field, 409 for a full departure or a cancelled booking, 404, 401 and 403', async () => {
    const { id, departure } = await staffBooking(2);
    const { departure: full } = await trip({ seats: 1 });
    const before = await readBooking(id);
    const cases: [object, string, string][] = [
      [{ adjustment: 500 }, 'reason', DESK_MESSAGES.adjustmentReasonRequired],
      [{ adjustment: -1_000_000, reason: 'x' }, 'adjustment', DESK_MESSAGES.totalBelowZero],
      [{ adjustment: 'abc', reason: 'x' }, 'adjustment', DESK_MESSAGES.adjustmentInvalid],
      [{ status: 'confirmed', passengers: 3 }, 'status', DESK_MESSAGES.statusAlone],
      [{ departure_id: departure.id, travel_date: dayFromToday(50) }, 'travel_date', DESK_MESSAGES.departureOrDate],
      [{ passengers: 0 }, 'passengers', MESSAGES.passengersRange],
      [{ contact_email: 'nope' }, 'contact_email', MESSAGES.emailInvalid],
      [{}, 'status', SALES_MESSAGES.bookingStatusInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], response.body).toEqual([message]);
    }
    const refused = await change(id, { departure_id: full.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 1 seat(s) left on this departure');
    expect(await readBooking(id)).toEqual(before);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
    expect((await fixtures.readDeparture(full.id)).seatsBooked).toBe(0);

    expect((await change(99_999_999, { passengers: 2 })).statusCode).toBe(404);
    expect((await change(id, { passengers: 3 }, null)).statusCode).toBe(401);
    expect((await change(id, { passengers: 3 }, traveller.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/bookings/${id}/cancel`, { reason: 'test' })).statusCode).toBe(200);
    const cancelled = await change(id, { passengers: 3 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(DESK_MESSAGES.bookingNotChangeable);
  });

  it('lets exactly one of two staff move a booking into the last seat', async () => {
    const { departure: target } = await trip({ seats: 1 });
    const first = await staffBooking(1);
    const second = await staffBooking(1);
    const [a, b] = await Promise.all([
      change(first.id, { departure_id: target.id }, staff.token),
      change(second.id, { departure_id: target.id }, otherStaff.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await fixtures.readDeparture(target.id)).seatsBooked).toBe(1);
    const winner = a.statusCode === 200 ? first : second;
    const loser = a.statusCode === 200 ? second : first;
    expect((await fixtures.readDeparture(winner.departure.id)).seatsBooked).toBe(0);
    expect((await fixtures.readDeparture(loser.departure.id)).seatsBooked).toBe(1);
    expect((await readBooking(loser.id)).departureId).toBe(loser.departure.id);
  }, 60_000);

  it('swaps two bookings across two departures at once without a deadlock', async () => {
    const one = await staffBooking(2, { seats: 4 });
    const two = await staffBooking(2, { seats: 4 });
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        index % 2 === 0
          ? change(one.id, { departure_id: index === 0 ? two.departure.id : one.departure.id })
          : change(two.id, { departure_id: index === 1 ? one.departure.id : two.departure.id }),
      ),
    );
    for (const response of results) expect([200, 409], response.body).toContain(response.statusCode);
    const a = await fixtures.readDeparture(one.departure.id);
    const b = await fixtures.readDeparture(two.departure.id);
    expect(a.seatsBooked + b.seatsBooked).toBe(4);
    const onA = [await readBooking(one.id), await readBooking(two.id)].filter((row) => row.departureId === a.id);
    expect(a.seatsBooked).toBe(onA.reduce((sum, row) => sum + row.passengers, 0));
  }, 60_000);
});

describe('the cancellation policy', () => {
  /** A confirmed booking of 10,000 for one, fully paid, starting `days` days from today. */
  async function paidBooking(days: number) {
    const { departure } = await trip({ daysAhead: days, seats: 4 });
    const made = await call(
      'POST',
      '/api/bookings',
      {
        departure_id: departure.id,
        tour_id: departure.tourId,
        passengers: 1,
        contact_name: 'Policy Tester',
        contact_email: 'policy@example.test',
        contact_phone: '+91 90000 22222',
      },
      traveller.token,
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect((await call('POST', `/api/admin/bookings/${id}/confirm`)).statusCode).toBe(200);
    const paid = await call('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      amount: 10_000,
      method: 'upi',
      paid_on: dayFromToday(0),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return id;
  }

  it('gives 90 % at 30 days, 50 % at 29 and 15 days, nothing at 14 days (the default tiers)', async () => {
    for (const [days, percent, amount] of [
      [30, 90, 9_000],
      [29, 50, 5_000],
      [15, 50, 5_000],
      [14, 0, 0],
    ] as const) {
      const id = await paidBooking(days);
      const response = await call('GET', `/api/bookings/${id}/cancellation`, undefined, traveller.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        days_before: days,
        refund_percent: percent,
        refund_amount: amount,
        amount_paid: 10_000,
        cancellable: true,
      });
      const staffView = await call('GET', `/api/admin/bookings/${id}/cancellation`);
      expect(staffView.json().data.refund_amount).toBe(amount);
    }
  });

  it('answers 404 for another traveller’s booking and 401 without a token', async () => {
    const id = await paidBooking(35);
    const stranger = await ctx.tokenFor('customer');
    expect((await call('GET', `/api/bookings/${id}/cancellation`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${id}/cancellation`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/bookings/${id}/cancellation`, undefined, traveller.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/bookings/99999999/cancellation')).statusCode).toBe(404);
  });

  it('lets the traveller cancel a confirmed booking, tells staff the refund due, and refuses a cancelled one', async () => {
    const id = await paidBooking(31);
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, undefined, traveller.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const notes = await fixtures.staffNotifications();
    expect(notes.some((note) => note.title === 'Refund due' && note.message.includes('₹9,000.00'))).toBe(true);
    const again = await call('POST', `/api/bookings/${id}/cancel`, undefined, traveller.token);
    expect(again.statusCode).toBe(409);
    const figure = await call('GET', `/api/bookings/${id}/cancellation`, undefined, traveller.token);
    expect(figure.json().data.cancellable).toBe(false);
  });

  it('follows a policy staff set in the settings; refuses unsorted tiers and bad percents per field', async () => {
    const put = (value: unknown) =>
      call('PUT', '/api/admin/settings/cancellation_policy', { value, type: 'string' }, admin.token);
    const bad = await put([
      { min_days: 10, refund_percent: 50 },
      { min_days: 20, refund_percent: 101 },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['value.1.min_days']).toEqual([DESK_MESSAGES.policyTiersOrder]);
    expect(bad.json().errors['value.1.refund_percent']).toEqual([DESK_MESSAGES.policyPercentInvalid]);
    expect((await put('not json')).statusCode).toBe(422);
    expect((await put([])).json().errors.value).toEqual([DESK_MESSAGES.policyTiersRequired]);
    expect(
      (await call('PUT', '/api/admin/settings/cancellation_policy', { value: '[]' }, staff.token)).statusCode,
    ).toBe(403);

    const good = await put([
      { min_days: 7, refund_percent: 100 },
      { min_days: 0, refund_percent: 25 },
    ]);
    expect(good.statusCode, good.body).toBe(200);
    const publicSettings = await call('GET', '/api/settings', undefined, null);
    expect(JSON.parse(publicSettings.json().data.cancellation_policy)).toEqual([
      { min_days: 7, refund_percent: 100 },
      { min_days: 0, refund_percent: 25 },
    ]);
    const id = await paidBooking(6);
    const figure = await call('GET', `/api/bookings/${id}/cancellation`, undefined, traveller.token);
    expect(figure.json().data).toMatchObject({ days_before: 6, refund_percent: 25, refund_amount: 2_500 });
    await put([
      { min_days: 30, refund_percent: 90 },
      { min_days: 15, refund_percent: 50 },
      { min_days: 0, refund_percent: 0 },
    ]);
  });
});

describe('GET /api/admin/bookings/customers', () => {
  it('finds traveller accounts by name, email or phone for staff; 422 for a short search; 401, 403', async () => {
    const found = await call(
      'GET',
      `/api/admin/bookings/customers?search=${encodeURIComponent(traveller.email.slice(0, 12))}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(traveller.userId);
    expect(found.json().data.every((row: { id: number }) => row.id !== staff.userId)).toBe(true);
    expect((await call('GET', '/api/admin/bookings/customers?search=a')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/bookings/customers?search=abc', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/bookings/customers?search=abc', undefined, traveller.token)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/admin/users/{id}/password-reset', () => {
  it('emails the account a reset link and logs it; 404, 401, 403 for staff', async () => {
    const customer = await ctx.createUser({ role: 'customer' });
    const response = await call('POST', `/api/admin/users/${customer.id}/password-reset`, undefined, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(DESK_MESSAGES.passwordResetSent);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedType, 'user'), eq(emailOutbox.relatedId, customer.id)));
    expect(mails.map((mail) => mail.kind)).toEqual(['password_reset']);
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'password_reset_sent'), eq(activityLogs.subjectId, customer.id)));
    expect(log?.userId).toBe(admin.userId);
    expect((await call('POST', '/api/admin/users/99999999/password-reset', undefined, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/admin/users/${customer.id}/password-reset`, undefined, null)).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', `/api/admin/users/${customer.id}/password-reset`, undefined, staff.token)).statusCode,
    ).toBe(403);
    const blocked = await ctx.createUser({ role: 'customer', isBlocked: true });
    expect(
      (await call('POST', `/api/admin/users/${blocked.id}/password-reset`, undefined, admin.token)).statusCode,
    ).toBe(409);
  });
});
