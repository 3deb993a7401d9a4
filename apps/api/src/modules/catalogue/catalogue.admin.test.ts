import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, tours } from '../../db/schema/index.ts';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let staff: { token: string; userId: number };
let travellerToken: string;
let adminToken: string;
let travellerId: number;
let place: { id: number; slug: string; name: string };
let other: { id: number; slug: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.tokenFor('staff');
  adminToken = (await ctx.tokenFor('admin')).token;
  const traveller = await ctx.tokenFor('customer');
  travellerToken = traveller.token;
  travellerId = traveller.userId;
  const f = catalogueFixtures(ctx.db);
  place = await f.destination({ name: 'Tirthan Valley' });
  other = await f.destination({ name: 'Chopta' });
  await f.tour(place.id, { title: 'Jalori Pass Walk', category: 'Nature', price: 8000, createdAt: daysBefore(30) });
  await f.tour(place.id, {
    title: 'Serolsar Lake Day',
    category: 'Adventure',
    price: 4000,
    isFeatured: true,
    createdAt: daysBefore(20),
  });
  await f.tour(other.id, {
    title: 'Tungnath Temple Tour',
    category: 'Cultural',
    price: 12000,
    isActive: false,
    createdAt: daysBefore(10),
  });
  await f.trek(other.id, { title: 'Chandrashila Summit', difficultyLevel: 'easy', createdAt: daysBefore(5) });
  await f.trek(place.id, {
    title: 'Bashleo Pass Trek',
    difficultyLevel: 'difficult',
    isFeatured: true,
    createdAt: daysBefore(3),
  });
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
const titles = async (url: string): Promise<string[]> => {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { title: string }) => row.title);
};
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

const tourBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Great Himalayan Walk',
  destination_id: place.id,
  price: 15500,
  original_price: 18000,
  duration_days: 2,
  duration_nights: 1,
  category: 'Adventure',
  short_description: 'Two days in the park.',
  description: 'Forest trails and a village stay.',
  images: ['/uploads/a.jpg', 'https://example.com/b.jpg'],
  highlights: ['Oak forests', '  ', 'Village homestay'],
  inclusions: ['Meals', 'Guide'],
  itinerary: [
    { title: 'Gushaini to Rolla', description: 'Walk along the river.', distance_km: 9 },
    { title: 'Rolla to Gushaini', description: null },
  ],
  meta_title: 'Great Himalayan Walk',
  ...extra,
});
const trekBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Kedarkantha Winter Trek',
  destination_id: other.id,
  price: 9500,
  duration_days: 6,
  duration_nights: 5,
  difficulty_level: 'moderate',
  trek_grade: 'Grade II',
  max_altitude_m: 3810,
  best_time: 'December to April',
  max_group_size: 18,
  itinerary: [
    { title: 'Sankri', altitude_m: 1950, distance_km: 0 },
    { title: 'Juda ka Talab', altitude_m: 2775, distance_km: 4.5 },
  ],
  ...extra,
});

describe('guard of /api/admin/tours and /api/admin/treks', () => {
  it('answers 401 without a token and 403 with a traveller’s, on every route', async () => {
    for (const plural of ['tours', 'treks']) {
      const routes: [Method, string][] = [
        ['GET', `/${plural}`],
        ['GET', `/${plural}/1`],
        ['POST', `/${plural}`],
        ['PUT', `/${plural}/1`],
        ['DELETE', `/${plural}/1`],
        ['POST', `/${plural}/1/duplicate`],
        ['POST', `/${plural}/1/toggle-feature`],
      ];
      for (const [method, url] of routes) {
        const body = method === 'PUT' || (method === 'POST' && url === `/${plural}`) ? { title: 'X' } : undefined;
        expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, body, travellerToken)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/admin/tours and /treks', () => {
  it('lists every tour, inactive too, newest first by default, with destination name', async () => {
    const response = await call('GET', `/tours?destination_id=${place.id}`);
    expect(response.json().data.map((row: { title: string }) => row.title)).toEqual([
      'Serolsar Lake Day',
      'Jalori Pass Walk',
    ]);
    expect(response.json().data[0]).toMatchObject({
      destination: { id: place.id, name: 'Tirthan Valley' },
      is_featured: true,
    });
    expect(await titles(`/tours?is_active=false&search=tungnath`)).toEqual(['Tungnath Temple Tour']);
  });

  it('filters featured, category and difficulty; sorts by the whitelist only; pages', async () => {
    expect(await titles(`/tours?destination_id=${place.id}&is_featured=true`)).toEqual(['Serolsar Lake Day']);
    expect(await titles(`/tours?search=jalori&category=Nature`)).toEqual(['Jalori Pass Walk']);
    expect(await titles(`/tours?search=jalori&category=Lakes`)).toEqual([]);
    expect(await titles(`/tours?destination_id=${place.id}&sort=price&direction=asc`)).toEqual([
      'Serolsar Lake Day',
      'Jalori Pass Walk',
    ]);
    expect(await titles(`/treks?difficulty=difficult&search=bashleo`)).toEqual(['Bashleo Pass Trek']);
    const trek = (await call('GET', `/treks?search=chandrashila`)).json().data[0];
    expect(trek).toMatchObject({ difficulty_level: 'easy', max_altitude_m: 4000, altitude: '4,000 m' });
    const paged = await call('GET', `/tours?destination_id=${place.id}&per_page=1&page=2`);
    expect(paged.json().meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect((await call('GET', '/tours?page=50')).json().data).toEqual([]);
    for (const query of ['?sort=password', '?direction=up']) {
      const bad = await call('GET', `/tours${query}`);
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json().message).toBe(MESSAGES.invalidSort);
    }
    for (const query of [
      '?category=Desert',
      '?difficulty=extreme',
      '?is_active=maybe',
      '?destination_id=x',
      '?per_page=101',
    ]) {
      const plural = query.includes('difficulty') ? 'treks' : 'tours';
      expect((await call('GET', `/${plural}${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('POST, GET, PUT /api/admin/tours', () => {
  it('creates a tour with its itinerary; the public site shows it at once; the activity log records it', async () => {
    const before = (await publicGet(`/api/destinations/${place.slug}`)).json().data.tour_count;
    await publicGet('/api/tours?per_page=100'); // warm the public cache
    const response = await call('POST', '/tours', tourBody());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(ADMIN_MESSAGES.tourCreated);
    expect(body.data).toMatchObject({
      title: 'Great Himalayan Walk',
      slug: 'great-himalayan-walk',
      price: 15500,
      original_price: 18000,
      image: '/uploads/a.jpg',
      images: ['/uploads/a.jpg', 'https://example.com/b.jpg'],
      highlights: ['Oak forests', 'Village homestay'],
      inclusions: ['Meals', 'Guide'],
      is_active: true,
      is_featured: false,
      itinerary: [
        {
          day_number: 1,
          title: 'Gushaini to Rolla',
          description: 'Walk along the river.',
          distance_km: 9,
          altitude_m: null,
        },
        { day_number: 2, title: 'Rolla to Gushaini', description: null, distance_km: null, altitude_m: null },
      ],
    });
    const id = body.data.id as number;
    const page = await publicGet(`/api/tours/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.itinerary.map((day: { title: string }) => day.title)).toEqual([
      'Gushaini to Rolla',
      'Rolla to Gushaini',
    ]);
    const listed = (await publicGet('/api/tours?per_page=100')).json().data.map((row: { id: number }) => row.id);
    expect(listed).toContain(id);
    expect((await publicGet(`/api/destinations/${place.slug}`)).json().data.tour_count).toBe(before + 1);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'tour'), eq(activityLogs.subjectId, id)));
    expect(logged).toMatchObject([{ action: 'created', userId: staff.userId }]);
    expect((await call('GET', `/tours/${id}`)).json().data.itinerary).toHaveLength(2);
  });

  it('the public list’s unfiltered total follows tours created, hidden, moved and deleted (the destinations keep it)', async () => {
    const activeTours = async () =>
      (await ctx.db.select({ n: count() }).from(tours).where(eq(tours.isActive, true)))[0]!.n;
    const listedTotal = async () => (await publicGet('/api/tours')).json().meta.total;
    expect(await listedTotal()).toBe(await activeTours());
    const created = await call('POST', '/tours', tourBody({ title: 'Counted Walk', slug: 'counted-walk' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await listedTotal()).toBe(await activeTours());
    // Changes no service makes still keep the count (triggers); the cache is told by hand.
    for (const change of [{ destinationId: other.id }, { isActive: false }, { isActive: true }]) {
      await ctx.db.update(tours).set(change).where(eq(tours.id, id));
      await ctx.app.publicCache.invalidate();
      expect(await listedTotal(), JSON.stringify(change)).toBe(await activeTours());
    }
    expect((await call('DELETE', `/tours/${id}`, undefined, adminToken)).statusCode).toBe(200);
    expect(await listedTotal()).toBe(await activeTours());
  });

  it('answers 422 with the spec’s messages per field, changing nothing', async () => {
    const before = (await call('GET', '/tours')).json().meta.total;
    const empty = await call('POST', '/tours', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      title: [ADMIN_MESSAGES.titleRequired],
      destination_id: [ADMIN_MESSAGES.destinationRequired],
      price: [ADMIN_MESSAGES.priceRequired],
    });
    const blanks = await call('POST', '/tours', { title: '  ', destination_id: null, price: 'abc' });
    expect(blanks.json().errors.title).toEqual([ADMIN_MESSAGES.titleRequired]);
    expect(blanks.json().errors.price).toEqual([ADMIN_MESSAGES.priceRequired]);
    expect((await call('POST', '/tours', tourBody({ price: 0 }))).json().errors.price).toEqual([
      ADMIN_MESSAGES.priceRequired,
    ]);
    const unknown = await call('POST', '/tours', tourBody({ destination_id: 999999 }));
    expect(unknown.json().errors).toEqual({ destination_id: [ADMIN_MESSAGES.destinationUnknown] });
    const day = await call('POST', '/tours', tourBody({ itinerary: [{ title: '' }] }));
    expect(day.json().errors).toEqual({ 'itinerary.0.title': [ADMIN_MESSAGES.dayTitleRequired] });
    const bad = await call(
      'POST',
      '/tours',
      tourBody({ images: ['javascript:alert(1)'], category: 'Desert', duration_days: 0 }),
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'duration_days', 'images.0']);
    expect(bad.json().errors['images.0']).toEqual([MESSAGES.urlInvalid]);
    const taken = await call('POST', '/tours', tourBody({ title: 'Other', slug: 'great-himalayan-walk' }));
    expect(taken.json().errors).toEqual({ slug: [ADMIN_MESSAGES.slugTaken] });
    expect((await call('POST', '/tours', tourBody({ title: '!!!' }))).json().errors).toEqual({
      slug: [ADMIN_MESSAGES.slugInvalid],
    });
    expect((await call('GET', '/tours')).json().meta.total).toBe(before);
  });

  it('never answers 5xx to hostile input', async () => {
    const payloads: unknown[] = [
      tourBody({ title: 'Nul\u0000byte' }),
      tourBody({ price: 1e300 }),
      tourBody({ price: 10.555 }),
      tourBody({ destination_id: 99999999999 }),
      tourBody({ itinerary: Array.from({ length: 61 }, () => ({ title: 'Day' })) }),
      tourBody({ itinerary: [{ title: 'Day', altitude_m: 1.5 }] }),
      tourBody({ highlights: 'not a list' }),
      tourBody({ max_group_size: 100000 }),
      'not an object',
    ];
    for (const payload of payloads) {
      const response = await call('POST', '/tours', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
    }
  });

  it('deactivating hides the tour from the public site at once; 404 for unknown ids', async () => {
    const created = (await call('POST', '/tours', tourBody({ title: 'Raghupur Fort Hike' }))).json().data;
    expect((await publicGet(`/api/tours/${created.id}`)).statusCode).toBe(200);
    expect((await publicGet('/api/tours?per_page=100')).json().data.map((row: { id: number }) => row.id)).toContain(
      created.id,
    );
    const response = await call(
      'PUT',
      `/tours/${created.id}`,
      tourBody({
        title: 'Raghupur Fort Hike',
        slug: created.slug,
        is_active: false,
        itinerary: [{ title: 'Only day' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.tourUpdated);
    expect(response.json().data).toMatchObject({ is_active: false, itinerary: [{ day_number: 1, title: 'Only day' }] });
    expect((await publicGet(`/api/tours/${created.id}`)).statusCode).toBe(404);
    expect((await publicGet('/api/tours?per_page=100')).json().data.map((row: { id: number }) => row.id)).not.toContain(
      created.id,
    );
    expect((await call('PUT', '/tours/999999', tourBody({ title: 'Nowhere' }))).statusCode).toBe(404);
    expect((await call('GET', '/tours/999999')).json()).toEqual({ success: false, message: MESSAGES.tourNotFound });
    expect((await call('GET', '/tours/abc')).statusCode).toBe(422);
  });
});

describe('duplicate, toggle-feature and DELETE', () => {
  it('duplicates as an inactive copy with its own slug and the itinerary', async () => {
    const source = (await call('POST', '/tours', tourBody({ title: 'Shoja Sunset', is_featured: true }))).json().data;
    const first = await call('POST', `/tours/${source.id}/duplicate`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(ADMIN_MESSAGES.tourDuplicated);
    expect(first.json().data).toMatchObject({
      title: 'Shoja Sunset (copy)',
      slug: 'shoja-sunset-copy',
      is_active: false,
      is_featured: false,
      price: 15500,
      inclusions: ['Meals', 'Guide'],
      itinerary: [{ title: 'Gushaini to Rolla' }, { title: 'Rolla to Gushaini' }],
    });
    const second = (await call('POST', `/tours/${source.id}/duplicate`)).json().data;
    expect(second.slug).toBe('shoja-sunset-copy-2');
    expect((await publicGet(`/api/tours/${second.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/tours/999999/duplicate')).statusCode).toBe(404);
  });

  it('toggles featured; the public featured list follows', async () => {
    const tour = (await call('POST', '/tours', tourBody({ title: 'Sainj Valley Stay' }))).json().data;
    const featuredIds = async () =>
      (await publicGet('/api/tours?featured=true&per_page=100')).json().data.map((row: { id: number }) => row.id);
    expect(await featuredIds()).not.toContain(tour.id);
    const on = await call('POST', `/tours/${tour.id}/toggle-feature`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: ADMIN_MESSAGES.tourFeatureUpdated, data: { is_featured: true } });
    expect(await featuredIds()).toContain(tour.id);
    expect((await call('POST', `/tours/${tour.id}/toggle-feature`)).json().data.is_featured).toBe(false);
    expect(await featuredIds()).not.toContain(tour.id);
    expect((await call('POST', '/treks/999999/toggle-feature')).statusCode).toBe(404);
  });

  it('deletes an unbooked tour (admins only); refuses with 409 one that bookings reference', async () => {
    const free = (await call('POST', '/tours', tourBody({ title: 'Banjar Heritage Walk' }))).json().data;
    const byStaff = await call('DELETE', `/tours/${free.id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
    const deleted = await call('DELETE', `/tours/${free.id}`, undefined, adminToken);
    expect(deleted.json()).toEqual({ success: true, message: ADMIN_MESSAGES.tourDeleted });
    expect((await call('GET', `/tours/${free.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/tours/${free.id}`, undefined, adminToken)).statusCode).toBe(404);
    const [removed] = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.type, 'tour'), eq(activityLogs.subjectId, free.id), eq(activityLogs.action, 'deleted')),
      );
    expect(removed).toMatchObject({
      subjectLabel: 'Banjar Heritage Walk',
      before: { title: 'Banjar Heritage Walk' },
      after: null,
    });

    const booked = (await call('POST', '/tours', tourBody({ title: 'Booked Walk' }))).json().data;
    await catalogueFixtures(ctx.db).booking(travellerId, { tourId: booked.id });
    const refused = await call('DELETE', `/tours/${booked.id}`, undefined, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: ADMIN_MESSAGES.tourInUse });
    expect((await call('GET', `/tours/${booked.id}`)).statusCode).toBe(200);
  });
});

describe('/api/admin/treks', () => {
  it("takes the spec's altitude text, fills max_altitude_m from it, and answers it back", async () => {
    const { max_altitude_m: _metres, duration_nights: _nights, ...spec } = trekBody();
    const cases: [string, number, string][] = [
      ['4,270 m', 4270, '4,270 m'],
      ['4270m', 4270, '4,270 m'],
      ['14,000 ft', 4267, '4,267 m'],
      ['5200', 5200, '5,200 m'],
    ];
    for (const [altitude, metres, answered] of cases) {
      const created = await call('POST', '/treks', { ...spec, title: `Altitude ${altitude}`, altitude });
      expect(created.statusCode, `${altitude}: ${created.body}`).toBe(201);
      // duration_nights left out: one fewer than the days.
      expect(created.json().data).toMatchObject({
        max_altitude_m: metres,
        altitude: answered,
        duration_days: 6,
        duration_nights: 5,
      });
    }
    // max_altitude_m given wins; altitude alone on update changes it; blank altitude and metres clear it.
    const both = await call('POST', '/treks', {
      ...spec,
      title: 'Both given',
      altitude: '4,000 m',
      max_altitude_m: 3810,
    });
    const trek = both.json().data as { id: number; slug: string };
    expect(both.json().data).toMatchObject({ max_altitude_m: 3810, altitude: '3,810 m' });
    const moved = await call('PUT', `/treks/${trek.id}`, {
      ...spec,
      slug: trek.slug,
      altitude: '4,500 m',
      duration_days: 3,
    });
    expect(moved.json().data).toMatchObject({ max_altitude_m: 4500, altitude: '4,500 m', duration_nights: 2 });
    expect((await publicGet(`/api/treks/${trek.slug}`)).json().data.altitude).toBe('4,500 m');
    const cleared = await call('PUT', `/treks/${trek.id}`, { ...spec, slug: trek.slug, altitude: '' });
    expect(cleared.json().data).toMatchObject({ max_altitude_m: null, altitude: null });
    // Nights given are kept as given.
    const kept = await call('PUT', `/treks/${trek.id}`, { ...spec, slug: trek.slug, duration_nights: 6 });
    expect(kept.json().data.duration_nights).toBe(6);
  });

  it('refuses unreadable altitude text and a missing duration_days with 422 naming each, and changes nothing', async () => {
    const { duration_days: _days, ...noDays } = trekBody();
    const before = (await call('GET', '/treks?per_page=100')).json().meta.total;
    for (const [body, field, message] of [
      [{ ...trekBody(), altitude: 'very high' }, 'altitude', ADMIN_MESSAGES.altitudeInvalid],
      [{ ...trekBody(), altitude: '40,000 ft' }, 'altitude', ADMIN_MESSAGES.altitudeInvalid],
      [noDays, 'duration_days', ADMIN_MESSAGES.durationRequired],
    ] as const) {
      const response = await call('POST', '/treks', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    }
    expect((await call('GET', '/treks?per_page=100')).json().meta.total).toBe(before);
    expect((await call('POST', '/treks', trekBody({ altitude: '4,270 m' }), null)).statusCode).toBe(401);
    expect((await call('POST', '/treks', trekBody({ altitude: '4,270 m' }), travellerToken)).statusCode).toBe(403);
  });

  it('creates, updates, duplicates and deletes a trek with altitude per day; 409 when booked', async () => {
    const created = await call('POST', '/treks', trekBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(ADMIN_MESSAGES.trekCreated);
    const trek = created.json().data;
    expect(trek).toMatchObject({
      slug: 'kedarkantha-winter-trek',
      trek_grade: 'Grade II',
      max_altitude_m: 3810,
      altitude: '3,810 m',
      best_time: 'December to April',
      max_group_size: 18,
      itinerary: [
        { day_number: 1, title: 'Sankri', altitude_m: 1950, distance_km: 0 },
        { day_number: 2, title: 'Juda ka Talab', altitude_m: 2775, distance_km: 4.5 },
      ],
    });
    const page = (await publicGet(`/api/treks/${trek.slug}`)).json().data;
    expect(page).toMatchObject({ altitude: '3,810 m', trek_grade: 'Grade II' });
    const inRange = (await publicGet('/api/treks?altitudeRange=3800-3820&per_page=100'))
      .json()
      .data.map((row: { id: number }) => row.id);
    expect(inRange).toContain(trek.id);

    const updated = await call(
      'PUT',
      `/treks/${trek.id}`,
      trekBody({ slug: trek.slug, difficulty_level: 'difficult', max_altitude_m: null }),
    );
    expect(updated.json()).toMatchObject({
      message: ADMIN_MESSAGES.trekUpdated,
      data: { difficulty_level: 'difficult', altitude: null },
    });
    const bad = await call(
      'PUT',
      `/treks/${trek.id}`,
      trekBody({ difficulty_level: 'extreme', duration_days: null, max_altitude_m: 9500 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      difficulty_level: [MESSAGES.invalidValue],
      duration_days: [ADMIN_MESSAGES.durationRequired],
      max_altitude_m: [MESSAGES.invalidValue],
    });

    const copy = (await call('POST', `/treks/${trek.id}/duplicate`)).json();
    expect(copy).toMatchObject({
      message: ADMIN_MESSAGES.trekDuplicated,
      data: { title: 'Kedarkantha Winter Trek (copy)', is_active: false },
    });
    expect((await call('DELETE', `/treks/${copy.data.id}`, undefined, adminToken)).json().message).toBe(
      ADMIN_MESSAGES.trekDeleted,
    );

    await catalogueFixtures(ctx.db).booking(travellerId, { trekId: trek.id });
    const refused = await call('DELETE', `/treks/${trek.id}`, undefined, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.trekInUse);
    expect((await call('GET', '/treks/999999')).json()).toEqual({ success: false, message: MESSAGES.trekNotFound });
  });
});

describe('GET /api/admin/tours/export', () => {
  it('answers every tour as CSV with a BOM, lists joined, the itinerary as JSON and formulas neutralised', async () => {
    const tour = (
      await call(
        'POST',
        '/tours',
        tourBody({
          title: '=HYPERLINK("x") Kullu Dussehra',
          slug: 'kullu-dussehra-csv',
          highlights: ['+Bhuntar fair', 'Rath yatra'],
        }),
      )
    ).json().data;
    const response = await call('GET', '/tours/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tours-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { parse } = await import('csv-parse/sync');
    const records = parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const row = records.find((record) => record.id === String(tour.id))!;
    expect(row).toMatchObject({
      title: `'=HYPERLINK("x") Kullu Dussehra`,
      slug: 'kullu-dussehra-csv',
      destination: 'Tirthan Valley',
      category: 'Adventure',
      price: '15500',
      highlights: "'+Bhuntar fair | Rath yatra",
      inclusions: 'Meals | Guide',
      is_active: 'true',
    });
    expect(JSON.parse(row.itinerary!)).toEqual([
      { title: 'Gushaini to Rolla', description: 'Walk along the river.', altitude_m: null, distance_km: 9 },
      { title: 'Rolla to Gushaini', description: null, altitude_m: null, distance_km: null },
    ]);
    expect(records.some((record) => record.title === 'Tungnath Temple Tour')).toBe(true);
    expect((await call('GET', '/tours/export', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/tours/export', undefined, travellerToken)).statusCode).toBe(403);
    const treks = await call('GET', '/treks/export');
    expect(treks.body.split('\n')[0]).toContain('difficulty_level');
  });
});

describe('POST /api/admin/tours/bulk-import', () => {
  const upload = (content: string | Buffer, token: string | null = staff.token, field = 'file') => {
    const boundary = 'trailsboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="tours.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tours/bulk-import',
      headers: { ...(token ? bearer(token) : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('reads back an export: updates by id, creates without one, reports each failed row', async () => {
    const source = (
      await call('POST', '/tours', tourBody({ title: 'Hampta Pass Drive', slug: 'hampta-pass-drive-csv' }))
    ).json().data;
    const exported = (await call('GET', '/tours/export')).body;
    const { parse } = await import('csv-parse/sync');
    const { stringify } = await import('csv-stringify/sync');
    const records = parse(exported.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const row = records.find((record) => record.id === String(source.id))!;
    const header = Object.keys(row);
    const lines: Record<string, string>[] = [
      { ...row, price: '16000', title: 'Hampta Pass Drive' },
      {
        ...row,
        id: '',
        slug: 'new-from-csv',
        title: 'Chandratal Lake Camp',
        itinerary: '[{"title":"Manali to Chandratal"}]',
      },
      { ...row, id: '', slug: '', title: '' },
      { ...row, id: '999999', slug: 'ghost' },
      { ...row, id: '', slug: 'bad-price', price: 'lots' },
    ];
    const file = '\uFEFF' + stringify([header, ...lines.map((line) => header.map((column) => line[column] ?? ''))]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: ADMIN_MESSAGES.importFinished,
      data: {
        created: 1,
        updated: 1,
        failed: 3,
        errors: [
          { row: 4, message: `title: ${ADMIN_MESSAGES.titleRequired}` },
          { row: 5, message: MESSAGES.tourNotFound },
          { row: 6, message: `price: ${ADMIN_MESSAGES.priceRequired}` },
        ],
      },
    });
    expect((await call('GET', `/tours/${source.id}`)).json().data).toMatchObject({
      price: 16000,
      itinerary: [{ title: 'Gushaini to Rolla' }, { title: 'Rolla to Gushaini' }],
    });
    const created = (await call('GET', '/tours?search=new-from-csv')).json().data[0];
    expect(created).toMatchObject({ title: 'Chandratal Lake Camp', inclusions: ['Meals', 'Guide'] });
    expect((await call('GET', `/tours/${created.id}`)).json().data.itinerary).toMatchObject([
      { day_number: 1, title: 'Manali to Chandratal' },
    ]);
  });

  it('imports nothing from an unreadable file; 422 without a file; 401 and 403', async () => {
    const before = (await call('GET', '/tours')).json().meta.total;
    for (const content of [
      'title,price\n"unclosed,1\n',
      'name,cost\nA,1\n',
      Buffer.from([0xff, 0x00, 0xfe, 0x22, 0x0a, 0x22]),
    ]) {
      const response = await upload(content);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: [ADMIN_MESSAGES.importUnreadable] });
    }
    expect((await upload('x', staff.token, 'other')).statusCode).toBeLessThan(500);
    const none = await call('POST', '/tours/bulk-import', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: [ADMIN_MESSAGES.importFileRequired] });
    expect((await call('GET', '/tours')).json().meta.total).toBe(before);
    expect((await upload('title\n', null)).statusCode).toBe(401);
    expect((await upload('title\n', travellerToken)).statusCode).toBe(403);
  });
});
