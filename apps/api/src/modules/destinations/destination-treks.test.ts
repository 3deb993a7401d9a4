import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { sql } from 'drizzle-orm';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// A destination's treks beside its tours: the detail lists them, the kept counts include them.
let ctx: TestContext;
let f: ReturnType<typeof catalogueFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

// Some tests change rows directly, past the services that would empty the response cache.
const detail = async (idOrSlug: string | number) => {
  await ctx.app.publicCache.invalidate();
  const response = await ctx.app.inject({ url: `/api/destinations/${idOrSlug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('a destination with treks', () => {
  it('lists its active treks beside its tours, featured first, with trek_count and the reviews of both', async () => {
    const place = await f.destination({ name: 'Sankri', state: 'Uttarakhand' });
    const tour = await f.tour(place.id, { title: 'Sankri Village Walk' });
    const kedarkantha = await f.trek(place.id, { title: 'Kedarkantha Winter Trek', maxAltitudeM: 3_810 });
    const harKiDun = await f.trek(place.id, { title: 'Har Ki Dun Valley', isFeatured: true });
    await f.trek(place.id, { title: 'Sankri Closed Route', isActive: false });
    const reviewer = await ctx.createUser();
    await f.review(reviewer.id, { tourId: tour.id }, { rating: 4 });
    await f.review(reviewer.id, { trekId: kedarkantha.id }, { rating: 5 });

    const data = await detail(place.slug);
    expect(data.tours.map((item: { id: number }) => item.id)).toEqual([tour.id]);
    expect(data.treks.map((item: { id: number }) => item.id)).toEqual([harKiDun.id, kedarkantha.id]);
    expect(data.treks[1]).toMatchObject({
      max_altitude_m: 3_810,
      altitude: '3,810 m',
      destination: { name: 'Sankri' },
    });
    expect(data).toMatchObject({ tour_count: 1, trek_count: 2, review_count: 2, rating: 4.5 });

    // The list's card counts are the same kept columns.
    await ctx.app.publicCache.invalidate();
    const list = await ctx.app.inject({ url: '/api/destinations?search=Sankri' });
    expect(list.json().data[0]).toMatchObject({ id: place.id, tour_count: 1, trek_count: 2, review_count: 2 });
  });

  it('keeps trek_count as treks come, go inactive, move or are deleted', async () => {
    const from = await f.destination({ name: 'Jobra' });
    const to = await f.destination({ name: 'Barot' });
    const trek = await f.trek(from.id, { title: 'Chandrakhani Pass' });
    await f.trek(from.id, { title: 'Bijli Mahadev Walk' });
    expect(await detail(from.id)).toMatchObject({ trek_count: 2, tour_count: 0 });

    await ctx.db.execute(sql`update treks set is_active = false where id = ${trek.id}`);
    expect((await detail(from.id)).trek_count).toBe(1);
    await ctx.db.execute(sql`update treks set is_active = true, destination_id = ${to.id} where id = ${trek.id}`);
    expect((await detail(from.id)).trek_count).toBe(1);
    expect((await detail(to.id)).treks.map((item: { id: number }) => item.id)).toEqual([trek.id]);
    await ctx.db.execute(sql`delete from treks where id = ${trek.id}`);
    expect(await detail(to.id)).toMatchObject({ trek_count: 0, treks: [] });
  });

  it('shows at most CATALOGUE_LIMITS.destinationTours treks; trek_count is the real total', async () => {
    const place = await f.destination({ name: 'Naggar' });
    for (let i = 0; i <= CATALOGUE_LIMITS.destinationTours; i += 1)
      await f.trek(place.id, { title: `Naggar Trail ${i}` });
    const data = await detail(place.id);
    expect(data.treks).toHaveLength(CATALOGUE_LIMITS.destinationTours);
    expect(data.trek_count).toBe(CATALOGUE_LIMITS.destinationTours + 1);
    // Tours kept their empty list (the page shows the spec's text for it).
    expect(data.tours).toEqual([]);
  });
});
