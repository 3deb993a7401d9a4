import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, coupons } from '../../db/schema/index.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let adminToken: string;
let staffToken: string;
let travellerToken: string;
let fixtures: ReturnType<typeof bookingFixtures>;
let catalogue: ReturnType<typeof catalogueFixtures>;
let destinationId: number;

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await ctx.tokenFor('admin')).token;
  staffToken = (await ctx.tokenFor('staff')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  fixtures = bookingFixtures(ctx.db);
  catalogue = catalogueFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = adminToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const valid = (values: Record<string, unknown> = {}) => ({
  code: `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  discount_type: 'percent',
  discount_value: 10,
  ...values,
});

async function create(values: Record<string, unknown> = {}) {
  const response = await call('POST', '/coupons', valid(values));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; code: string; is_active: boolean };
}

const quote = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/bookings/quote', payload });

async function tourWithDeparture(price = 10_000) {
  const tour = await catalogue.tour(destinationId, { price });
  const departure = await fixtures.departure({ tourId: tour.id });
  return { tour_id: tour.id, departure_id: departure.id, passengers: 2 };
}

async function bookWith(code: string) {
  const trip = await tourWithDeparture();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(travellerToken),
    payload: {
      ...trip,
      coupon_code: code,
      contact_name: 'Asha Verma',
      contact_email: 'asha@example.test',
      contact_phone: '+91 98160 11111',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; reference: string };
}

describe('guard of /api/admin/coupons', () => {
  it('answers 401 without a token, 403 to a traveller and 403 to staff, on every route', async () => {
    const coupon = await create();
    const routes: [Method, string][] = [
      ['GET', '/coupons'],
      ['GET', `/coupons/${coupon.id}`],
      ['POST', '/coupons'],
      ['PUT', `/coupons/${coupon.id}`],
      ['POST', `/coupons/${coupon.id}/toggle`],
      ['DELETE', `/coupons/${coupon.id}`],
    ];
    for (const [method, url] of routes) {
      const body = method === 'PUT' || (method === 'POST' && url === '/coupons') ? valid() : undefined;
      const none = await call(method, url, body, null);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
      const traveller = await call(method, url, body, travellerToken);
      expect(traveller.statusCode, `${method} ${url}`).toBe(403);
      expect(traveller.json()).toEqual({ success: false, message: MESSAGES.forbidden });
      const staff = await call(method, url, body, staffToken);
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
    }
    // Nothing changed on the way.
    expect((await call('GET', `/coupons/${coupon.id}`)).json().data).toMatchObject({
      code: coupon.code,
      is_active: true,
    });
  });
});

describe('POST /api/admin/coupons', () => {
  it('creates a coupon (code in uppercase), logs it, and answers every field', async () => {
    const response = await call('POST', '/coupons', {
      code: '  spring-2030 ',
      description: 'Spring sale',
      discount_type: 'fixed',
      discount_value: 750,
      min_amount: 5_000,
      max_discount: null,
      valid_from: day(-1),
      valid_until: day(30),
      usage_limit: 20,
      max_uses_per_user: 1,
      first_booking_only: true,
      applies_to: 'trek',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(ADMIN_MESSAGES.couponCreated);
    expect(body.data).toMatchObject({
      code: 'SPRING-2030',
      description: 'Spring sale',
      discount_type: 'fixed',
      discount_value: 750,
      min_amount: 5_000,
      max_discount: null,
      valid_from: day(-1),
      valid_until: day(30),
      usage_limit: 20,
      used_count: 0,
      max_uses_per_user: 1,
      first_booking_only: true,
      is_active: true,
      is_expired: false,
      applies_to: 'trek',
    });
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'coupon'), eq(activityLogs.subjectId, body.data.id)));
    expect(logs.map((log) => log.action)).toEqual(['created']);
  });

  it('refuses bad fields with 422 and the message under each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: '' }, 'code', ADMIN_MESSAGES.couponCodeRequired],
      [{ code: '   ' }, 'code', ADMIN_MESSAGES.couponCodeRequired],
      [{ code: undefined }, 'code', ADMIN_MESSAGES.couponCodeRequired],
      [{ code: 'TEN OFF' }, 'code', ADMIN_MESSAGES.couponCodeInvalid],
      [{ code: 'TEN--OFF' }, 'code', ADMIN_MESSAGES.couponCodeInvalid],
      [{ code: 'DIWALI_10' }, 'code', ADMIN_MESSAGES.couponCodeInvalid],
      [{ code: 'X'.repeat(41) }, 'code', MESSAGES.tooLong],
      [{ discount_value: 0 }, 'discount_value', ADMIN_MESSAGES.couponValueInvalid],
      [{ discount_value: 101 }, 'discount_value', ADMIN_MESSAGES.couponPercentRange],
      [{ discount_value: 0.5 }, 'discount_value', ADMIN_MESSAGES.couponPercentRange],
      [{ discount_value: 'ten' }, 'discount_value', ADMIN_MESSAGES.couponValueInvalid],
      [{ discount_type: 'bogo' }, 'discount_type', MESSAGES.invalidValue],
      [{ min_amount: -5 }, 'min_amount', ADMIN_MESSAGES.couponAmountInvalid],
      [{ usage_limit: 0 }, 'usage_limit', ADMIN_MESSAGES.couponLimitInvalid],
      [{ usage_limit: 2.5 }, 'usage_limit', ADMIN_MESSAGES.couponLimitInvalid],
      [{ max_uses_per_user: 0 }, 'max_uses_per_user', ADMIN_MESSAGES.couponLimitInvalid],
      [{ max_uses_per_user: 1.5 }, 'max_uses_per_user', ADMIN_MESSAGES.couponLimitInvalid],
      [{ first_booking_only: 'yes' }, 'first_booking_only', MESSAGES.invalidValue],
      [{ valid_from: '2030-02-30' }, 'valid_from', MESSAGES.invalidValue],
      [{ valid_from: day(10), valid_until: day(5) }, 'valid_until', ADMIN_MESSAGES.couponDatesOrder],
      [{ applies_to: 'cruises' }, 'applies_to', MESSAGES.invalidValue],
    ];
    for (const [values, field, message] of cases) {
      const response = await call('POST', '/coupons', valid(values));
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(values)).toEqual([message]);
    }
    // A fixed amount is not a percentage: 250 off is fine.
    expect((await call('POST', '/coupons', valid({ discount_type: 'fixed', discount_value: 250 }))).statusCode).toBe(
      201,
    );
  });

  it('refuses a code already in use, whatever its case, with 409 under code', async () => {
    const first = await create({ code: 'MONSOON-DUP' });
    const again = await call('POST', '/coupons', valid({ code: 'monsoon-dup' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: ADMIN_MESSAGES.couponCodeTaken,
      errors: { code: [ADMIN_MESSAGES.couponCodeTaken] },
    });
    const other = await create();
    const renamed = await call('PUT', `/coupons/${other.id}`, valid({ code: first.code }));
    expect(renamed.statusCode).toBe(409);
    // Keeping its own code is no conflict.
    expect((await call('PUT', `/coupons/${first.id}`, valid({ code: 'Monsoon-Dup' }))).statusCode).toBe(200);
  });
});

describe('GET /api/admin/coupons', () => {
  it('searches by code, filters active / inactive / expired, sorts, pages', async () => {
    const tag = `LST${Date.now().toString(36).toUpperCase()}`;
    await create({ code: `${tag}-A`, valid_until: day(10) });
    const off = await create({ code: `${tag}-B` });
    await call('POST', `/coupons/${off.id}/toggle`);
    await fixtures.coupon({
      code: `${tag}-C`,
      validFrom: new Date(Date.now() - 60 * DAY),
      validUntil: new Date(Date.now() - 2 * DAY),
    });
    const codes = async (query: string) => {
      const response = await call('GET', `/coupons?search=${tag.toLowerCase()}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: { code: string }) => row.code);
    };
    expect(await codes('&sort=code&direction=asc')).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`]);
    expect(await codes('&sort=code&direction=desc')).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
    expect(await codes('&status=active')).toEqual([`${tag}-A`]);
    expect(await codes('&status=inactive')).toEqual([`${tag}-B`]);
    expect(await codes('&status=expired')).toEqual([`${tag}-C`]);
    const expired = await call('GET', `/coupons?search=${tag}-C`);
    expect(expired.json().data[0]).toMatchObject({ is_expired: true, is_active: true });
    const paged = await call('GET', `/coupons?search=${tag}&per_page=2&page=2&sort=code&direction=asc`);
    expect(paged.json().meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(paged.json().data.map((row: { code: string }) => row.code)).toEqual([`${tag}-C`]);
    expect((await call('GET', '/coupons')).json().meta.per_page).toBe(LIMITS.perPageDefault);
    expect((await call('GET', '/coupons?search=%25')).json().data).toEqual([]);
    for (const query of [
      '?sort=password_hash',
      '?direction=up',
      '?status=maybe',
      '?per_page=101',
      '?page=0',
      `?search=${'x'.repeat(300)}`,
    ]) {
      expect((await call('GET', `/coupons${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('GET, PUT, toggle and DELETE /api/admin/coupons/:id', () => {
  it('answers 404 for an unknown coupon and 422 for a bad id', async () => {
    for (const [method, url, body] of [
      ['GET', '/coupons/999999', undefined],
      ['PUT', '/coupons/999999', valid()],
      ['POST', '/coupons/999999/toggle', undefined],
      ['DELETE', '/coupons/999999', undefined],
    ] as [Method, string, unknown][]) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.couponNotFound });
    }
    for (const id of ['abc', '0', '-1', '99999999999999'])
      expect((await call('GET', `/coupons/${id}`)).statusCode, id).toBe(422);
  });

  it('updates every field, keeps applies_to when left out, and logs the change', async () => {
    const coupon = await create({ applies_to: 'tour' });
    const response = await call(
      'PUT',
      `/coupons/${coupon.id}`,
      valid({ code: coupon.code, discount_value: 25, usage_limit: 5 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.couponUpdated);
    expect(response.json().data).toMatchObject({ discount_value: 25, usage_limit: 5, applies_to: 'tour' });
    const all = await call('PUT', `/coupons/${coupon.id}`, valid({ code: coupon.code, applies_to: 'all' }));
    expect(all.json().data.applies_to).toBe('all');
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'coupon'), eq(activityLogs.subjectId, coupon.id)));
    expect(logs.map((log) => log.action)).toEqual(['created', 'updated', 'updated']);
  });

  it('toggles active and back, logging each', async () => {
    const coupon = await create();
    const off = await call('POST', `/coupons/${coupon.id}/toggle`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: ADMIN_MESSAGES.couponDeactivated, data: { is_active: false } });
    const on = await call('POST', `/coupons/${coupon.id}/toggle`);
    expect(on.json()).toMatchObject({ message: ADMIN_MESSAGES.couponActivated, data: { is_active: true } });
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'coupon'), eq(activityLogs.subjectId, coupon.id)));
    expect(logs.map((log) => log.action)).toEqual(['created', 'deactivated', 'activated']);
  });

  it('deletes an unused coupon (logged) and then answers 404', async () => {
    const coupon = await create();
    const response = await call('DELETE', `/coupons/${coupon.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ADMIN_MESSAGES.couponDeleted });
    expect((await call('GET', `/coupons/${coupon.id}`)).statusCode).toBe(404);
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'coupon'), eq(activityLogs.subjectId, coupon.id)));
    expect(logs.map((log) => log.action)).toEqual(['created', 'deleted']);
  });
});

describe('coupons at checkout', () => {
  it('a coupon created in the admin prices the quote; deactivated, it is refused', async () => {
    const coupon = await create({
      code: 'ADMIN-QUOTE',
      discount_type: 'percent',
      discount_value: 20,
      max_discount: 3_000,
    });
    const trip = await tourWithDeparture(10_000);
    const priced = await quote({ ...trip, coupon_code: 'admin-quote' });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data).toMatchObject({
      subtotal: 20_000,
      discount: 3_000,
      total: 17_000,
      coupon: { code: 'ADMIN-QUOTE' },
    });

    await call('POST', `/coupons/${coupon.id}/toggle`);
    const refused = await quote({ ...trip, coupon_code: 'ADMIN-QUOTE' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.coupon_code).toEqual([MESSAGES.couponInactive]);
  });

  it('lists the bookings that used it, refuses deleting it (409) and a limit below its uses (422)', async () => {
    const coupon = await create({ code: 'USED-ONCE', discount_type: 'fixed', discount_value: 500 });
    const booking = await bookWith('USED-ONCE');
    const detail = await call('GET', `/coupons/${coupon.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      code: 'USED-ONCE',
      used_count: 1,
      bookings_total: 1,
      bookings: [
        {
          id: booking.id,
          reference: booking.reference,
          traveller: 'Asha Verma',
          discount: 500,
          currency: 'INR',
          status: 'pending',
        },
      ],
    });

    const removed = await call('DELETE', `/coupons/${coupon.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ success: false, message: ADMIN_MESSAGES.couponInUse });
    expect((await call('GET', `/coupons/${coupon.id}`)).statusCode).toBe(200);

    await ctx.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, coupon.id));
    const below = await call('PUT', `/coupons/${coupon.id}`, valid({ code: 'USED-ONCE', usage_limit: 2 }));
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.usage_limit).toEqual([ADMIN_MESSAGES.couponLimitBelowUsed]);
    expect((await call('PUT', `/coupons/${coupon.id}`, valid({ code: 'USED-ONCE', usage_limit: 3 }))).statusCode).toBe(
      200,
    );
  });
});
