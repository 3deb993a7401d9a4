import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from './context.ts';

/**
 * Requests a generator built from the OpenAPI document answered with 500 once: amounts below one
 * paisa, truncated multipart bodies, NUL bytes in passwords, ids written as `+61` or `0x3d`.
 * Each is refused with a 4xx now and changes nothing.
 */
let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let destinationId: number;
let tourId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  const fixtures = catalogueFixtures(ctx.db);
  destinationId = (await fixtures.destination()).id;
  tourId = (await fixtures.tour(destinationId, { price: 12_000 })).id;
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = staffToken) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const TINY_AMOUNTS = [1e-12, 0.001, 5e-324, 10.005];

describe('money below one paisa', () => {
  const trip = { title: 'Paisa Test Trip', destination_id: 0, duration_days: 2 };

  it('is refused with 422 on tours, treks, departures, payments and coupons, and nothing is stored', async () => {
    const before = (await send('GET', '/api/admin/tours')).json().meta.total;
    for (const amount of TINY_AMOUNTS) {
      const cases: [string, 'POST' | 'PUT', string, object][] = [
        ['price', 'POST', '/api/admin/tours', { ...trip, destination_id: destinationId, price: amount }],
        [
          'original_price',
          'POST',
          '/api/admin/tours',
          { ...trip, destination_id: destinationId, price: 10, original_price: amount },
        ],
        [
          'price',
          'POST',
          '/api/admin/treks',
          { ...trip, destination_id: destinationId, price: amount, difficulty_level: 'easy' },
        ],
        [
          'price',
          'POST',
          '/api/admin/departures',
          { tour_id: tourId, start_date: '2031-05-01', seats_total: 10, price: amount },
        ],
        ['amount', 'POST', '/api/admin/bookings/1/payments', { amount, method: 'cash', paid_on: '2031-05-01' }],
        [
          'discount_value',
          'POST',
          '/api/admin/coupons',
          { code: 'PAISA', discount_type: 'fixed', discount_value: amount },
        ],
        [
          'min_amount',
          'POST',
          '/api/admin/coupons',
          { code: 'PAISA', discount_type: 'fixed', discount_value: 100, min_amount: amount },
        ],
      ];
      for (const [field, method, url, payload] of cases) {
        const response = await send(method, url, payload, url.includes('coupons') ? adminToken : staffToken);
        expect(response.statusCode, `${url} ${field}=${amount}`).toBe(422);
        expect(response.json().errors, `${url} ${field}=${amount}`).toHaveProperty(field);
      }
    }
    expect((await send('GET', '/api/admin/tours')).json().meta.total).toBe(before);
    expect((await send('GET', '/api/admin/coupons?search=PAISA', undefined, adminToken)).json().data).toEqual([]);
  });

  it('still takes whole paise', async () => {
    const response = await send('POST', '/api/admin/tours', {
      ...trip,
      destination_id: destinationId,
      price: 0.01,
      original_price: 1999.99,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ price: 0.01, original_price: 1999.99 });
  });
});

describe('a truncated multipart body on the bulk imports', () => {
  it('answers 400, not 500', async () => {
    const boundary = 'trailsboundary';
    const truncated = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\ntitle,price\nHalf`,
    );
    for (const kind of ['tours', 'treks']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/${kind}/bulk-import`,
        headers: { ...bearer(staffToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: truncated,
      });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('a NUL byte in a password', () => {
  it('is refused in the admin profile’s current_password (and the new password) with 422', async () => {
    const staff = await ctx.createUser({ role: 'staff' });
    const token = await ctx.login(staff.email, staff.password, 'admin');
    for (const payload of [
      { current_password: `${staff.password}\u0000`, password: 'Fresh-Snowline-Tarn-48' },
      { current_password: staff.password, password: 'new\u0000secret1' },
    ]) {
      const response = await send(
        'PUT',
        '/api/admin/profile',
        { name: 'Staff', email: staff.email, ...payload },
        token,
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([
        payload.password.includes('\u0000') ? 'password' : 'current_password',
      ]);
    }
    // The password did not change.
    expect(await ctx.login(staff.email, staff.password, 'admin')).toEqual(expect.any(String));
  });
});

describe('ids written other than as plain decimal digits', () => {
  it('are not read as the id they resemble', async () => {
    const plain = await send('GET', `/api/admin/tours/${tourId}`);
    expect(plain.statusCode).toBe(200);
    const hex = `0x${tourId.toString(16)}`;
    for (const id of [`%2B${tourId}`, hex, `${tourId}.0`, `${tourId}e0`, ` ${tourId}`.replace(' ', '%20')]) {
      const response = await send('GET', `/api/admin/tours/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors: { id: [expect.any(String)] } });
    }
    const departure = await send('POST', '/api/admin/departures', {
      tour_id: `+${tourId}`,
      start_date: '2031-05-01',
      seats_total: 10,
    });
    expect(departure.statusCode).toBe(422);
    expect(departure.json().errors).toHaveProperty('tour_id');
  });
});
