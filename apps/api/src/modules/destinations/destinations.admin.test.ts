import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let travellerToken: string;
let used: { id: number; slug: string };
let hidden: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  const f = catalogueFixtures(ctx.db);
  used = await f.destination({
    name: 'Kasol Valley',
    city: 'Kasol',
    state: 'Himachal Pradesh',
    createdAt: daysBefore(30),
  });
  await f.tour(used.id);
  hidden = await f.destination({
    name: 'Zanskar Gorge',
    state: 'Ladakh',
    isActive: false,
    isFeatured: true,
    createdAt: daysBefore(10),
  });
  await f.destination({ name: 'Auli Meadows', state: 'Uttarakhand', isFeatured: true, createdAt: daysBefore(20) });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staffToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const names = async (query: string): Promise<string[]> => {
  const response = await call('GET', `/destinations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { name: string }) => row.name);
};

describe('guard of /api/admin/destinations', () => {
  it('answers 401 without a token and 403 with a traveller’s token, on every route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/destinations'],
      ['GET', `/destinations/${used.id}`],
      ['POST', '/destinations'],
      ['PUT', `/destinations/${used.id}`],
      ['DELETE', `/destinations/${used.id}`],
    ];
    for (const [method, url] of routes) {
      const none = await call(method, url, method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined, null);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
      const traveller = await call(
        method,
        url,
        method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined,
        travellerToken,
      );
      expect(traveller.statusCode, `${method} ${url}`).toBe(403);
      expect(traveller.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    }
    expect(await names('?search=Kasol')).toEqual(['Kasol Valley']);
  });

  it('lets an admin in as well as staff', async () => {
    expect((await call('GET', '/destinations', undefined, adminToken)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/destinations', () => {
  it('lists every destination, inactive too, newest first, with meta and all fields', async () => {
    const response = await call('GET', '/destinations');
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 3, last_page: 1 });
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([
      'Zanskar Gorge',
      'Auli Meadows',
      'Kasol Valley',
    ]);
    expect(body.data[0]).toMatchObject({
      id: hidden.id,
      slug: hidden.slug,
      is_active: false,
      is_featured: true,
      state: 'Ladakh',
    });
    expect(typeof body.data[0].created_at).toBe('string');
  });

  it('sorts by a whitelisted column in either direction, and refuses others with 422', async () => {
    expect(await names('?sort=name&direction=asc')).toEqual(['Auli Meadows', 'Kasol Valley', 'Zanskar Gorge']);
    expect(await names('?sort=name&direction=desc')).toEqual(['Zanskar Gorge', 'Kasol Valley', 'Auli Meadows']);
    expect(await names('?sort=created_at&direction=asc')).toEqual(['Kasol Valley', 'Auli Meadows', 'Zanskar Gorge']);
    for (const query of ['?sort=password_hash', '?sort=name;drop', '?direction=sideways']) {
      const response = await call('GET', `/destinations${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().message).toBe(MESSAGES.invalidSort);
    }
  });

  it('searches name, city and state (wildcards literal) and filters active and featured', async () => {
    expect(await names('?search=kasol')).toEqual(['Kasol Valley']);
    expect(await names('?search=LADAKH')).toEqual(['Zanskar Gorge']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?is_active=false')).toEqual(['Zanskar Gorge']);
    expect(await names('?is_featured=true&is_active=true')).toEqual(['Auli Meadows']);
    expect((await call('GET', '/destinations?is_active=maybe')).statusCode).toBe(422);
  });

  it('pages: per_page and page, past the end empty, bad numbers 422', async () => {
    const response = await call('GET', '/destinations?per_page=2&page=2&sort=name&direction=asc');
    expect(response.json().meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(response.json().data.map((row: { name: string }) => row.name)).toEqual(['Zanskar Gorge']);
    expect(await names('?page=9')).toEqual([]);
    for (const query of ['?per_page=101', '?page=0', '?page=99999999999999999999', '?search=' + 'x'.repeat(300)]) {
      expect((await call('GET', `/destinations${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/admin/destinations/:id', () => {
  it('answers an inactive destination to staff, 404 for an unknown id, 422 for a bad one', async () => {
    const response = await call('GET', `/destinations/${hidden.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: hidden.id, name: 'Zanskar Gorge', is_active: false });
    const missing = await call('GET', '/destinations/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: MESSAGES.destinationNotFound });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      expect((await call('GET', `/destinations/${id}`)).statusCode, id).toBe(422);
    }
  });
});

describe('POST, PUT and DELETE /api/admin/destinations', () => {
  it('creates with a slug made from the name, stores blanks as null, then reads it back', async () => {
    const response = await call('POST', '/destinations', {
      name: '  Tīrthan   Valley!! ',
      slug: '',
      city: 'Gushaini',
      state: 'Himachal Pradesh',
      tagline: '   ',
      is_featured: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(ADMIN_MESSAGES.destinationCreated);
    expect(body.data).toMatchObject({
      name: 'Tīrthan   Valley!!',
      slug: 'tirthan-valley',
      country: 'India',
      city: 'Gushaini',
      tagline: null,
      is_featured: true,
      is_active: true,
    });
    const read = await call('GET', `/destinations/${body.data.id}`);
    expect(read.json().data.slug).toBe('tirthan-valley');
  });

  it('answers 422 with the spec’s messages per field, changing nothing', async () => {
    const before = (await call('GET', '/destinations')).json().meta.total;
    const blank = await call('POST', '/destinations', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      success: false,
      message: MESSAGES.nameRequired,
      errors: { name: [MESSAGES.nameRequired] },
    });
    const missing = await call('POST', '/destinations', {});
    expect(missing.json().errors.name).toEqual([MESSAGES.nameRequired]);

    const duplicate = await call('POST', '/destinations', { name: 'Kasol Again', slug: used.slug });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ slug: [ADMIN_MESSAGES.slugTaken] });

    const noLetters = await call('POST', '/destinations', { name: '!!!' });
    expect(noLetters.json().errors).toEqual({ slug: [ADMIN_MESSAGES.slugInvalid] });

    const bad = await call('POST', '/destinations', {
      name: 'Fine',
      image: 'javascript:alert(1)',
      latitude: 1e308,
      longitude: 'east',
      is_active: 'yes',
      description: 'x'.repeat(10_001),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'description',
      'image',
      'is_active',
      'latitude',
      'longitude',
    ]);
    expect(bad.json().errors.image).toEqual([MESSAGES.urlInvalid]);
    expect((await call('GET', '/destinations')).json().meta.total).toBe(before);
  });

  it('never answers 5xx to hostile input', async () => {
    const payloads: unknown[] = [
      { name: 'Nul\u0000byte' },
      { name: 'Fine', city: 'a\u0000b' },
      { name: 'Fine', latitude: Number.MAX_SAFE_INTEGER * 1e10 },
      { name: ['array'] },
      { name: { $ne: 1 } },
      { name: 'x'.repeat(100_000) },
      'not an object',
    ];
    for (const payload of payloads) {
      const response = await call('POST', '/destinations', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBeLessThan(500);
    }
    const malformed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/destinations/${used.id}`,
      headers: { ...bearer(staffToken), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('updates every field; a changed slug must stay unique; 404 for an unknown id', async () => {
    const created = (await call('POST', '/destinations', { name: 'Chopta' })).json().data;
    const response = await call('PUT', `/destinations/${created.id}`, {
      name: 'Chopta Tungnath',
      slug: 'chopta-tungnath',
      state: 'Uttarakhand',
      is_active: false,
      latitude: 30.48,
      longitude: 79.2,
      meta_title: 'Chopta',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.destinationUpdated);
    expect(response.json().data).toMatchObject({
      id: created.id,
      name: 'Chopta Tungnath',
      slug: 'chopta-tungnath',
      is_active: false,
      latitude: 30.48,
      meta_title: 'Chopta',
    });
    // Saving again with its own slug is fine; taking another's is not.
    expect(
      (await call('PUT', `/destinations/${created.id}`, { name: 'Chopta Tungnath', slug: 'chopta-tungnath' }))
        .statusCode,
    ).toBe(200);
    const taken = await call('PUT', `/destinations/${created.id}`, { name: 'Chopta', slug: used.slug });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [ADMIN_MESSAGES.slugTaken] });
    const missing = await call('PUT', '/destinations/999999', { name: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect((await call('PUT', '/destinations/999999', { name: '' })).statusCode).toBe(422);
  });

  it('keeps the destination’s own activities, shown on its public page; a body without them leaves them', async () => {
    const created = await call('POST', '/destinations', {
      name: 'Barot Valley',
      activities: ['Trout fishing in the Uhl', ' ', 'Walk to Lohardi'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().data;
    expect(created.json().data.activities).toEqual(['Trout fishing in the Uhl', 'Walk to Lohardi']);
    // A client that knows nothing of activities (the spec's form) does not wipe them.
    const renamed = await call('PUT', `/destinations/${id}`, { name: 'Barot Valley', tagline: 'Quiet side valley' });
    expect(renamed.json().data.activities).toEqual(['Trout fishing in the Uhl', 'Walk to Lohardi']);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/destinations/${slug}` });
    expect(page.json().data.activities).toEqual(['Trout fishing in the Uhl', 'Walk to Lohardi']);
    const cleared = await call('PUT', `/destinations/${id}`, { name: 'Barot Valley', activities: [] });
    expect(cleared.json().data.activities).toEqual([]);
    const tooLong = await call('PUT', `/destinations/${id}`, { name: 'Barot Valley', activities: ['x'.repeat(301)] });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['activities.0']);
    const notAList = await call('PUT', `/destinations/${id}`, { name: 'Barot Valley', activities: 'fishing' });
    expect(notAList.statusCode).toBe(422);
  });

  it('edits the photo gallery: picked, reordered and removed pictures; left out, it stays as it was', async () => {
    const [a, b, c] = ['/uploads/media/a.webp', '/uploads/media/b.webp', 'https://images.example/c.jpg'];
    const created = await call('POST', '/destinations', { name: 'Bir Billing', images: [a, b, c] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.images).toEqual([a, b, c]);

    const reordered = await call('PUT', `/destinations/${id}`, { name: 'Bir Billing', images: [c, a] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.images).toEqual([c, a]);
    // A client that does not know the gallery leaves it alone.
    const renamed = await call('PUT', `/destinations/${id}`, { name: 'Bir and Billing' });
    expect(renamed.json().data.images).toEqual([c, a]);
    await ctx.app.publicCache.invalidate();
    const page = await ctx.app.inject({ url: `/api/destinations/${id}` });
    expect(page.json().data.images).toEqual([c, a]);

    for (const images of [['javascript:alert(1)'], 'not-a-list', Array.from({ length: 21 }, () => a)]) {
      const bad = await call('PUT', `/destinations/${id}`, { name: 'Bir and Billing', images });
      expect(bad.statusCode, JSON.stringify(images)).toBe(422);
    }
    expect((await call('PUT', `/destinations/${id}`, { name: 'Bir and Billing', images: [''] })).json().errors).toEqual(
      { 'images.0': [MESSAGES.urlInvalid] },
    );
    expect((await call('GET', `/destinations/${id}`)).json().data.images).toEqual([c, a]);
    const cleared = await call('PUT', `/destinations/${id}`, { name: 'Bir and Billing', images: [] });
    expect(cleared.json().data.images).toEqual([]);
    expect((await call('PUT', `/destinations/${id}`, { name: 'x', images: [a] }, travellerToken)).statusCode).toBe(403);
    expect((await call('PUT', `/destinations/${id}`, { name: 'x', images: [a] }, null)).statusCode).toBe(401);
  });

  it('deletes an unused destination (admins only: staff get 403); 404 afterwards', async () => {
    const created = (await call('POST', '/destinations', { name: 'Barot' })).json().data;
    const byStaff = await call('DELETE', `/destinations/${created.id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
    const response = await call('DELETE', `/destinations/${created.id}`, undefined, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ADMIN_MESSAGES.destinationDeleted });
    expect((await call('GET', `/destinations/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/destinations/${created.id}`, undefined, adminToken)).statusCode).toBe(404);
  });

  it('refuses with 409 to delete a destination its tours or treks use, and keeps it', async () => {
    const response = await call('DELETE', `/destinations/${used.id}`, undefined, adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.destinationInUse });
    expect((await call('GET', `/destinations/${used.id}`)).statusCode).toBe(200);

    const withTrek = (await call('POST', '/destinations', { name: 'Har Ki Dun' })).json().data;
    await catalogueFixtures(ctx.db).trek(withTrek.id);
    expect((await call('DELETE', `/destinations/${withTrek.id}`, undefined, adminToken)).statusCode).toBe(409);
  });
});
