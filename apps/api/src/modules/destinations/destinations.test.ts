import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// One catalogue for the file, made in beforeAll and only read by the tests.
let ctx: TestContext;
type Place = { id: number; slug: string; name: string };
let aurora: Place, birch: Place, cedar: Place, delta: Place, echo: Place;
let auroraFeaturedTour: { id: number }, auroraBestTour: { id: number }, cedarFeaturedTour: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  aurora = await f.destination({
    name: 'Aurora Heights',
    state: 'Himachal Pradesh',
    isFeatured: true,
    createdAt: daysBefore(300),
    latitude: 31.1,
    longitude: 77.2,
  });
  birch = await f.destination({ name: 'Birch Hollow', state: 'Uttarakhand', createdAt: daysBefore(100) });
  cedar = await f.destination({ name: 'Cedar Point', state: 'Himachal Pradesh', createdAt: daysBefore(200) });
  delta = await f.destination({ name: 'Delta Bay', country: 'Nepal', state: 'Bagmati', createdAt: daysBefore(50) });
  echo = await f.destination({
    name: 'Echo Vale',
    state: 'Himachal Pradesh',
    isActive: false,
    isFeatured: true,
    createdAt: daysBefore(1),
  });

  const reviewer = await ctx.createUser();
  // Aurora: two active tours (one featured), one inactive. Approved reviews of active tours: 5, 4.
  auroraBestTour = await f.tour(aurora.id, { title: 'Aurora Best' });
  auroraFeaturedTour = await f.tour(aurora.id, { title: 'Aurora Featured', isFeatured: true });
  const auroraHidden = await f.tour(aurora.id, { title: 'Aurora Hidden', isActive: false });
  await f.review(reviewer.id, { tourId: auroraBestTour.id }, { rating: 5 });
  await f.review(reviewer.id, { tourId: auroraFeaturedTour.id }, { rating: 4 });
  await f.review((await ctx.createUser()).id, { tourId: auroraFeaturedTour.id }, { rating: 1, isApproved: false });
  await f.review(reviewer.id, { tourId: auroraHidden.id }, { rating: 1 });
  // Birch: one tour rated 3.
  const birchTour = await f.tour(birch.id);
  await f.review(reviewer.id, { tourId: birchTour.id }, { rating: 3 });
  // Cedar: more active tours than a destination page shows; the last one is featured.
  for (let i = 1; i < CATALOGUE_LIMITS.destinationTours + 1; i += 1)
    await f.tour(cedar.id, { title: `Cedar Walk ${i}` });
  cedarFeaturedTour = await f.tour(cedar.id, { title: 'Cedar Featured', isFeatured: true });
  // Echo (inactive) has a tour of its own.
  await f.tour(echo.id);

  // Bookings: Aurora 3 long ago (popular, not trending); Birch 2 recent; Delta 1 recent but cancelled.
  for (let i = 0; i < 3; i += 1)
    await f.booking(reviewer.id, { tourId: auroraBestTour.id }, { createdAt: daysBefore(200) });
  await f.booking(reviewer.id, { tourId: birchTour.id }, { createdAt: daysBefore(5) });
  await f.booking(reviewer.id, { tourId: birchTour.id }, { createdAt: daysBefore(60), status: 'pending' });
  const deltaTour = await f.tour(delta.id, { title: 'Delta Tour' });
  await f.booking(reviewer.id, { tourId: deltaTour.id }, { createdAt: daysBefore(2), status: 'cancelled' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url });
async function names(query: string): Promise<string[]> {
  const response = await get(`/api/destinations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((place: { name: string }) => place.name);
}

describe('GET /api/destinations', () => {
  it('lists active destinations A-Z with tour counts and ratings of approved reviews of active tours', async () => {
    const response = await get('/api/destinations');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 4, last_page: 1 });
    expect(body.data.map((place: { name: string }) => place.name)).toEqual([
      'Aurora Heights',
      'Birch Hollow',
      'Cedar Point',
      'Delta Bay',
    ]);
    expect(body.data[0]).toMatchObject({
      id: aurora.id,
      slug: aurora.slug,
      country: 'India',
      state: 'Himachal Pradesh',
      latitude: 31.1,
      longitude: 77.2,
      is_featured: true,
      tour_count: 2,
      rating: 4.5,
      review_count: 2,
    });
    expect(body.data[1]).toMatchObject({ tour_count: 1, rating: 3, review_count: 1 });
    expect(body.data[2]).toMatchObject({
      tour_count: CATALOGUE_LIMITS.destinationTours + 1,
      rating: null,
      review_count: 0,
    });
  });

  it('filters: search on name or country (wildcards are literal), country, state in any case, featured', async () => {
    expect(await names('?search=bay')).toEqual(['Delta Bay']);
    expect(await names('?search=NEPAL')).toEqual(['Delta Bay']);
    expect(await names('?search=a')).toEqual(['Aurora Heights', 'Birch Hollow', 'Cedar Point', 'Delta Bay']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?search=echo')).toEqual([]);
    expect(await names('?country=nepal')).toEqual(['Delta Bay']);
    expect(await names('?state=HIMACHAL%20PRADESH')).toEqual(['Aurora Heights', 'Cedar Point']);
    expect(await names('?featured=true')).toEqual(['Aurora Heights']);
    expect(await names('?featured=false&country=India')).toEqual(['Birch Hollow', 'Cedar Point']);
  });

  it('sorts: name, trending (recent bookings, then reviews, then name), popular (all bookings), newest', async () => {
    expect(await names('?sort=name')).toEqual(['Aurora Heights', 'Birch Hollow', 'Cedar Point', 'Delta Bay']);
    expect(await names('?sort=trending')).toEqual(['Birch Hollow', 'Aurora Heights', 'Cedar Point', 'Delta Bay']);
    expect(await names('?sort=popular')).toEqual(['Aurora Heights', 'Birch Hollow', 'Cedar Point', 'Delta Bay']);
    expect(await names('?sort=newest')).toEqual(['Delta Bay', 'Birch Hollow', 'Cedar Point', 'Aurora Heights']);
    const bogus = await get('/api/destinations?sort=bogus');
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().errors.sort).toEqual([MESSAGES.invalidSort]);
  });

  it('paginates with page/per_page or limit; past the end is empty with the right meta', async () => {
    const last = (await get('/api/destinations?per_page=3&page=2')).json();
    expect(last.meta).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(last.data.map((place: { name: string }) => place.name)).toEqual(['Delta Bay']);
    expect((await get('/api/destinations?per_page=3&page=3')).json()).toEqual({
      success: true,
      data: [],
      meta: { page: 3, per_page: 3, total: 4, last_page: 2 },
    });
    const limited = (await get('/api/destinations?limit=2&sort=trending')).json();
    expect(limited.meta).toEqual({ page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(limited.data.map((place: { name: string }) => place.name)).toEqual(['Birch Hollow', 'Aurora Heights']);
    expect((await get('/api/destinations?search=zzz')).json().meta).toEqual({
      page: 1,
      per_page: LIMITS.perPageDefault,
      total: 0,
      last_page: 1,
    });
    expect((await get(`/api/destinations?per_page=${LIMITS.perPageMax + 1}`)).statusCode).toBe(422);
  });
});

describe('GET /api/destinations/:id', () => {
  it('answers by slug and id with its tours: featured first, then rating; tour_count is the real total', async () => {
    const response = await get(`/api/destinations/${aurora.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const place = response.json().data;
    expect(place).toMatchObject({ id: aurora.id, name: 'Aurora Heights', tour_count: 2, rating: 4.5, review_count: 2 });
    expect(place.tours.map((tour: { id: number }) => tour.id)).toEqual([auroraFeaturedTour.id, auroraBestTour.id]);
    expect((await get(`/api/destinations/${aurora.id}`)).json().data).toEqual(place);

    const cedarPlace = (await get(`/api/destinations/${cedar.id}`)).json().data;
    expect(cedarPlace.tour_count).toBe(CATALOGUE_LIMITS.destinationTours + 1);
    expect(cedarPlace.tours).toHaveLength(CATALOGUE_LIMITS.destinationTours);
    expect(cedarPlace.tours[0].id).toBe(cedarFeaturedTour.id);
  });

  it('answers 404 with the message for an inactive or a missing destination', async () => {
    for (const id of [echo.slug, String(echo.id), 'atlantis', '424242', '99999999999']) {
      const response = await get(`/api/destinations/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.destinationNotFound });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});

describe('states, destinations by state, facets', () => {
  it('GET /api/destinations/by-state/:state lists active ones of the state in any case, by name', async () => {
    const response = await get('/api/destinations/by-state/himachal%20PRADESH');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((place: { name: string }) => place.name)).toEqual(['Aurora Heights', 'Cedar Point']);
    expect(body.data[0]).toMatchObject({ tour_count: 2, rating: 4.5 });
    expect((await get('/api/destinations/by-state/Atlantis')).json()).toEqual({ success: true, data: [] });
  });

  it('GET /api/states lists states with active destinations and their counts, A-Z', async () => {
    const response = await get('/api/states');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { state: 'Bagmati', destination_count: 1 },
      { state: 'Himachal Pradesh', destination_count: 2 },
      { state: 'Uttarakhand', destination_count: 1 },
    ]);
  });

  it('GET /api/destinations/facets lists countries with active destinations', async () => {
    const response = await get('/api/destinations/facets');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      countries: [
        { country: 'India', count: 3 },
        { country: 'Nepal', count: 1 },
      ],
    });
  });
});
