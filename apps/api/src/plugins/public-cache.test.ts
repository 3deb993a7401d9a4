import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { departures, destinations } from '../db/schema/index.ts';
import { createPublicCache } from '../lib/public-cache.ts';
import type { App } from '../lib/types.ts';
import { bookingFixtures, dayFromToday } from '../test/booking-fixtures.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import {
  bearer,
  createTestContext,
  testDatabaseKind,
  updateDestinationAsStaff,
  type TestContext,
} from '../test/context.ts';
import { cacheKey } from './public-cache.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  await bookingFixtures(ctx.db).operatorSettings();
  adminToken = (await ctx.tokenFor('admin')).token;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}, app: App = ctx.app) => app.inject({ url, headers });
/** A change no service makes: only a cache miss can show it. */
const renameBehindTheCache = (id: number, name: string) =>
  ctx.db.update(destinations).set({ name }).where(eq(destinations.id, id));
const nameOf = (response: { json(): { data: { name: string } } }) => response.json().data.name;

describe('cacheKey', () => {
  it('sorts the query parameters and drops an empty query', () => {
    expect(cacheKey('/api/tours?sort=price&page=2&category=Adventure')).toBe(
      '/api/tours?category=Adventure&page=2&sort=price',
    );
    expect(cacheKey('/api/tours?')).toBe('/api/tours');
    expect(cacheKey('/api/tours?b=2&a=1&a=0')).toBe('/api/tours?a=0&a=1&b=2');
  });
});

describe('createPublicCache', () => {
  const answer = (size: number) => ({
    body: Buffer.alloc(size, 'a'),
    etag: 'W/"x"',
    headers: { 'content-type': 'application/json' },
  });

  it('evicts the least recently used answers beyond its byte budget', async () => {
    const cache = createPublicCache({ maxBytes: 8_000, compressThreshold: Infinity });
    cache.enable();
    await cache.store('/a', cache.version, answer(900));
    await cache.store('/b', cache.version, answer(900));
    expect(cache.get('/a')).toBeDefined();
    for (let i = 0; i < 6; i += 1) await cache.store(`/c${i}`, cache.version, answer(900));
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
  });

  it('does not store an answer read before a write, nor anything while disabled', async () => {
    const cache = createPublicCache();
    await cache.store('/a', cache.version, answer(10));
    expect(cache.size).toBe(0);
    cache.enable();
    const readAt = cache.version;
    await cache.invalidate();
    await cache.store('/a', readAt, answer(10));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets an answer older than its time to live', async () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 1_000, now: () => now });
    cache.enable();
    await cache.store('/a', cache.version, answer(10));
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 2_000;
    expect(cache.get('/a')).toBeUndefined();
  });
});

describe('cached public answers', () => {
  it('answers the same bytes and headers from the cache as the first time, for each encoding', async () => {
    const place = await catalogue.destination({ name: 'Same Bytes' });
    await catalogue.tour(place.id, { title: 'A tour with a long enough description' });
    for (const url of [
      '/api/destinations?per_page=50',
      `/api/destinations/${place.id}`,
      '/api/tours',
      '/api/stats',
      '/api/settings',
    ]) {
      await ctx.app.publicCache.invalidate();
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      for (const header of ['content-type', 'cache-control', 'etag'])
        expect(second.headers[header], `${url} ${header}`).toBe(first.headers[header]);
      expect(second.headers['cache-control']).toBe(url === '/api/settings' ? undefined : 'public, no-cache');
      expect(second.headers['x-content-type-options']).toBe('nosniff');

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      const decode = (response: typeof gz) =>
        response.headers['content-encoding'] === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(response.rawPayload).toString()
            : response.body;
      expect(decode(gz), url).toBe(first.body);
      expect(decode(br), url).toBe(first.body);
    }
  });

  it('serves a second GET from the cache until a write bumps the version; query order does not matter', async () => {
    const place = await catalogue.destination({ name: 'Before' });
    expect(nameOf(await get(`/api/destinations/${place.id}`))).toBe('Before');
    const list = await get('/api/destinations?sort=name&per_page=100');
    await renameBehindTheCache(place.id, 'Behind');
    expect(nameOf(await get(`/api/destinations/${place.id}`))).toBe('Before');
    expect((await get('/api/destinations?per_page=100&sort=name')).body).toBe(list.body);
    await ctx.app.publicCache.invalidate();
    expect(nameOf(await get(`/api/destinations/${place.id}`))).toBe('Behind');
  });

  it('answers 304 without a body to a matching If-None-Match, cached or not', async () => {
    await ctx.app.publicCache.invalidate();
    const first = await get('/api/stats');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const cached = await get('/api/stats', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    await ctx.app.publicCache.invalidate();
    const fresh = await get('/api/stats', { 'if-none-match': `"other", ${etag}` });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect((await get('/api/stats', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('neither serves nor stores an answer to a request with an Authorization header', async () => {
    const place = await catalogue.destination({ name: 'Anonymous' });
    const { token } = await ctx.tokenFor('customer');
    expect(nameOf(await get(`/api/destinations/${place.id}`, bearer(token)))).toBe('Anonymous');
    await renameBehindTheCache(place.id, 'Signed In');
    expect(nameOf(await get(`/api/destinations/${place.id}`, bearer(token)))).toBe('Signed In');
    expect(nameOf(await get(`/api/destinations/${place.id}`))).toBe('Signed In');
    await renameBehindTheCache(place.id, 'Still Signed In');
    expect(nameOf(await get(`/api/destinations/${place.id}`, bearer(token)))).toBe('Still Signed In');
  });

  it('never caches departures', async () => {
    const place = await catalogue.destination();
    const trek = await catalogue.trek(place.id);
    const departure = await bookingFixtures(ctx.db).departure(
      { trekId: trek.id },
      { startDate: dayFromToday(30), seatsTotal: 10, seatsBooked: 2 },
    );
    const seatsLeft = async () => (await get(`/api/treks/${trek.id}/departures`)).json().data[0].seats_left;
    expect(await seatsLeft()).toBe(8);
    await ctx.db.update(departures).set({ seatsBooked: 5 }).where(eq(departures.id, departure.id));
    expect(await seatsLeft()).toBe(5);
  });

  it('does not cache errors', async () => {
    expect((await get('/api/destinations/no-such-place')).statusCode).toBe(404);
    const place = await catalogue.destination({ slug: 'no-such-place' });
    expect((await get('/api/destinations/no-such-place')).json().data.id).toBe(place.id);
  });
});

describe('the HTTP server answers cached requests before Fastify', () => {
  it('with the same bytes and headers as the route, 304 for a known ETag, nothing for a signed-in caller, and fresh after a write', async () => {
    // On a real socket: only there does the server's own request handler run (`inject` skips it).
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const place = await catalogue.destination({ name: 'Over The Wire' });
    const url = `${base}/api/destinations/${place.id}`;
    await ctx.app.publicCache.invalidate();
    const fresh = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const freshBody = await fresh.text();
    await renameBehindTheCache(place.id, 'Changed Behind');
    const cached = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(await cached.text()).toBe(freshBody);
    for (const header of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'x-content-type-options',
      'content-security-policy',
      'content-length',
    ]) {
      expect(cached.headers.get(header), header).toBe(fresh.headers.get(header));
    }
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(await zipped.text()).data.name).toBe('Over The Wire');

    const revalidated = await fetch(url, { headers: { 'if-none-match': fresh.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    const { token } = await ctx.tokenFor('customer');
    expect(JSON.parse(await (await fetch(url, { headers: bearer(token) })).text()).data.name).toBe('Changed Behind');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);

    await ctx.app.publicCache.invalidate();
    expect(JSON.parse(await (await fetch(url)).text()).data.name).toBe('Changed Behind');
  });
});

describe('every write to public data shows on the next read', () => {
  it('a setting updated through PUT /api/admin/settings/:key', async () => {
    expect((await get('/api/settings')).json().data.site_name).not.toBe('Cached Trails');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site_name',
      headers: bearer(adminToken),
      payload: { value: 'Cached Trails' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/api/settings')).json().data.site_name).toBe('Cached Trails');
  });

  it('a destination updated, then deleted, by staff', async () => {
    const place = await catalogue.destination({ name: 'Old Name' });
    const url = `/api/destinations/${place.id}`;
    expect(nameOf(await get(url))).toBe('Old Name');
    const listed = async () =>
      (await get('/api/destinations?search=Name&per_page=100')).json().data.map((row: { name: string }) => row.name);
    expect(await listed()).toContain('Old Name');
    const update = await updateDestinationAsStaff(ctx.app, adminToken, place.id, { name: 'New Name' });
    expect(update.statusCode, update.body).toBe(200);
    expect(nameOf(await get(url))).toBe('New Name');
    expect(await listed()).toContain('New Name');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/destinations/${place.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await get(url)).statusCode).toBe(404);
    expect(await listed()).not.toContain('New Name');
  });

  it('a booking, then its cancellation (the trending sort counts bookings)', async () => {
    const quiet = await catalogue.destination({ name: 'Aaa Quiet Valley' });
    const busy = await catalogue.destination({ name: 'Zzz Busy Valley' });
    await catalogue.tour(quiet.id);
    const tour = await catalogue.tour(busy.id);
    const trending = async () =>
      (await get('/api/destinations?sort=trending&per_page=100'))
        .json()
        .data.map((row: { name: string }) => row.name)
        .filter((name: string) => name.endsWith('Valley'));
    expect(await trending()).toEqual(['Aaa Quiet Valley', 'Zzz Busy Valley']);

    const { token } = await ctx.tokenFor('customer');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(token),
      payload: {
        tour_id: tour.id,
        travel_date: dayFromToday(20),
        passengers: 2,
        contact_name: 'Asha Verma',
        contact_email: 'asha@example.test',
        contact_phone: '+91 98160 11111',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await trending()).toEqual(['Zzz Busy Valley', 'Aaa Quiet Valley']);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json().data.id}/cancel`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await trending()).toEqual(['Aaa Quiet Valley', 'Zzz Busy Valley']);
  });

  it('a new traveller account (the statistics count customers)', async () => {
    const before = (await get('/api/stats')).json().data.customers as number;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Traveller',
        email: 'new-traveller@example.test',
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await get('/api/stats')).json().data.customers).toBe(before + 1);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('several processes on PostgreSQL', () => {
  it('a write in one app instance empties the cache of another on the same database', async () => {
    const pool = (ctx.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const second = await buildApp({ config: ctx.config, database: openPostgres(pool.options.connectionString) });
    /** Notifications reach the other instance within moments. */
    const eventually = async (done: () => boolean | Promise<boolean>) => {
      const deadline = Date.now() + 5_000;
      while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await done()).toBe(true);
    };
    try {
      await second.ready();
      const place = await catalogue.destination({ name: 'Shared' });
      const url = `/api/destinations/${place.id}`;
      expect(nameOf(await get(url))).toBe('Shared');
      expect(nameOf(await get(url, {}, second))).toBe('Shared');
      await renameBehindTheCache(place.id, 'Renamed');
      expect(nameOf(await get(url))).toBe('Shared');

      await second.publicCache.invalidate();
      expect(nameOf(await get(url, {}, second))).toBe('Renamed');
      await eventually(async () => nameOf(await get(url)) === 'Renamed');

      // A change to the catalogue itself moves the other's catalogue version too; any other change
      // (a booking) only its public data version.
      const catalogueBefore = ctx.app.publicCache.catalogueVersion;
      await second.publicCache.invalidate({ catalogue: true });
      await eventually(() => ctx.app.publicCache.catalogueVersion > catalogueBefore);
      const [versionNow, catalogueNow] = [ctx.app.publicCache.version, ctx.app.publicCache.catalogueVersion];
      await second.publicCache.invalidate();
      await eventually(() => ctx.app.publicCache.version > versionNow);
      expect(ctx.app.publicCache.catalogueVersion).toBe(catalogueNow);

      // And through a real write path: a setting changed in the second instance.
      expect((await get('/api/settings')).json().data.site_name).not.toBe('Two Processes');
      const put = await second.inject({
        method: 'PUT',
        url: '/api/admin/settings/site_name',
        headers: bearer(adminToken),
        payload: { value: 'Two Processes' },
      });
      expect(put.statusCode, put.body).toBe(200);
      await eventually(async () => (await get('/api/settings')).json().data.site_name === 'Two Processes');
    } finally {
      await second.close();
    }
  });
});
