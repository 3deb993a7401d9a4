import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// One catalogue for the whole file, made in beforeAll; the tests only read it, so they pass in any
// order and alone. The numbers are chosen so every sort has a single right order.
let ctx: TestContext;
const t: Record<'t1' | 't2' | 't3' | 't4' | 't5' | 'hidden', { id: number; slug: string; title: string }> = {} as never;
let alpha: { id: number; slug: string };
let beta: { id: number; slug: string };
let reviewerEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  alpha = await f.destination({ name: 'Alpha Valley', city: 'Alphaville', bestTimeToVisit: 'May to June' });
  beta = await f.destination({ name: 'Beta Ridge' });

  // price, days, category, featured, created
  t.t1 = await f.tour(alpha.id, {
    title: 'Tour One',
    category: 'Adventure',
    price: 1000,
    durationDays: 2,
    isFeatured: true,
    createdAt: daysBefore(50),
  });
  t.t2 = await f.tour(alpha.id, {
    title: 'Tour Two',
    category: 'Cultural',
    price: 5000,
    durationDays: 5,
    createdAt: daysBefore(40),
  });
  t.t3 = await f.tour(beta.id, {
    title: 'Tour Three',
    category: 'Nature',
    price: 9000,
    durationDays: 10,
    isFeatured: true,
    createdAt: daysBefore(10),
  });
  t.t4 = await f.tour(beta.id, {
    title: 'Tour Four',
    category: 'Adventure',
    price: 3000,
    durationDays: 4,
    createdAt: daysBefore(30),
  });
  t.t5 = await f.tour(alpha.id, {
    title: 'Tour Five',
    category: 'Lakes',
    price: 3000,
    durationDays: 8,
    createdAt: daysBefore(20),
    images: ['/images/a.svg', '/images/b.svg'],
    highlights: ['Lake', 'Boats'],
    inclusions: ['Meals'],
    description: 'Five days by the water.',
  });
  // Inactive, and it would win every sort: it must never show.
  t.hidden = await f.tour(alpha.id, {
    title: 'Hidden Tour',
    category: 'Hill Station',
    price: 99_000,
    durationDays: 1,
    isActive: false,
    isFeatured: true,
    createdAt: daysBefore(1),
  });
  await f.itinerary({ tourId: t.t5.id }, [3, 1, 2]);

  const reviewer = await ctx.createUser({ name: 'Asha Reviewer' });
  reviewerEmail = reviewer.email;
  // One review per traveller and trip: each review by its own namesake reviewer.
  const review = async (tourId: number, rating: number, values = {}) =>
    f.review((await ctx.createUser({ name: 'Asha Reviewer' })).id, { tourId }, { rating, ...values });
  // Approved: t1 5,4 -> 4.5 (2); t2 4,4 -> 4 (2); t3 5,5,4 -> 4.7 (3); t5 4 -> 4 (1); t4 none.
  await review(t.t1.id, 5, { createdAt: daysBefore(5), title: 'Older' });
  await review(t.t1.id, 4, { createdAt: daysBefore(2), title: 'Newer' });
  await review(t.t2.id, 4);
  await review(t.t2.id, 4);
  await review(t.t3.id, 5);
  await review(t.t3.id, 5);
  await review(t.t3.id, 4);
  await review(t.t5.id, 4);
  // Not approved: they must change no average and no count.
  await review(t.t2.id, 1, { isApproved: false });
  await review(t.t4.id, 5, { isApproved: false });
  await review(t.t1.id, 1, { isApproved: false, title: 'Pending' });
  await review(t.hidden.id, 5);

  // Bookings not cancelled: t2 2, t4 2 (and 2 cancelled), t1 1; t3 and t5 none.
  const book = (tourId: number, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed') =>
    f.booking(reviewer.id, { tourId }, { status });
  await book(t.t2.id);
  await book(t.t2.id, 'pending');
  await book(t.t4.id);
  await book(t.t4.id);
  await book(t.t4.id, 'cancelled');
  await book(t.t4.id, 'cancelled');
  await book(t.t1.id);
  for (let i = 0; i < 5; i += 1) await book(t.hidden.id);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url });
async function titles(query: string): Promise<string[]> {
  const response = await get(`/api/tours${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((tour: { title: string }) => tour.title);
}
const expectInvalid = async (url: string, field: string, message?: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(422);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors, url).toHaveProperty(field);
  if (message) expect(body.errors[field]).toEqual([message]);
  expect(response.headers['cache-control']).toBeUndefined();
};

describe('GET /api/tours', () => {
  it('lists the active tours with summaries, ratings from approved reviews only, and page meta', async () => {
    const response = await get('/api/tours');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 5, last_page: 1 });
    expect(body.data.map((tour: { title: string }) => tour.title)).not.toContain('Hidden Tour');
    const byTitle = Object.fromEntries(body.data.map((tour: { title: string }) => [tour.title, tour]));
    expect(byTitle['Tour One']).toMatchObject({
      id: t.t1.id,
      slug: t.t1.slug,
      category: 'Adventure',
      price: 1000,
      duration_days: 2,
      is_featured: true,
      rating: 4.5,
      review_count: 2,
      destination: {
        id: alpha.id,
        slug: alpha.slug,
        name: 'Alpha Valley',
        country: 'India',
        state: 'Himachal Pradesh',
      },
    });
    expect(byTitle['Tour One'].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byTitle['Tour Two']).toMatchObject({ rating: 4, review_count: 2 });
    expect(byTitle['Tour Three']).toMatchObject({ rating: 4.7, review_count: 3 });
    expect(byTitle['Tour Four']).toMatchObject({ rating: null, review_count: 0 });
    expect(Object.keys(byTitle['Tour One'].destination).sort()).toEqual(
      ['country', 'id', 'latitude', 'longitude', 'name', 'slug', 'state'].sort(),
    );
  });

  describe('filters', () => {
    it('priceRange keeps min <= price <= max, both ends included', async () => {
      expect(await titles('?priceRange=3000-5000&sort=price_low')).toEqual(['Tour Four', 'Tour Five', 'Tour Two']);
      expect(await titles('?priceRange=1000-1000')).toEqual(['Tour One']);
      expect(await titles('?priceRange=20000-30000')).toEqual([]);
    });

    it('rating is a minimum of the rounded approved average; unrated tours only pass with 0', async () => {
      expect(await titles('?rating=4.5&sort=rating')).toEqual(['Tour Three', 'Tour One']);
      expect(await titles('?rating=4&sort=rating')).toEqual(['Tour Three', 'Tour One', 'Tour Two', 'Tour Five']);
      expect(await titles('?rating=0&sort=price_low')).toHaveLength(5);
      const meta = (await get('/api/tours?rating=4.5')).json().meta;
      expect(meta.total).toBe(2);
    });

    it('duration buckets: short 1-3 days, medium 4-7, long 8 and more', async () => {
      expect(await titles('?duration=short')).toEqual(['Tour One']);
      expect(await titles('?duration=medium&sort=duration')).toEqual(['Tour Four', 'Tour Two']);
      expect(await titles('?duration=long&sort=duration')).toEqual(['Tour Five', 'Tour Three']);
    });

    it('category, featured', async () => {
      expect(await titles('?category=Adventure&sort=price_low')).toEqual(['Tour One', 'Tour Four']);
      expect(await titles('?category=Hill%20Station')).toEqual([]);
      expect(await titles('?featured=true&sort=price_low')).toEqual(['Tour One', 'Tour Three']);
      expect(await titles('?featured=1&sort=price_low')).toEqual(['Tour One', 'Tour Three']);
      expect(await titles('?featured=false&sort=price_low')).toEqual(['Tour Four', 'Tour Five', 'Tour Two']);
    });

    it('destination by slug or by id; an unknown one gives an empty list', async () => {
      expect(await titles(`?destination=${alpha.slug}&sort=price_low`)).toEqual(['Tour One', 'Tour Five', 'Tour Two']);
      expect(await titles(`?destination=${beta.id}&sort=price_low`)).toEqual(['Tour Four', 'Tour Three']);
      expect(await titles('?destination=nowhere')).toEqual([]);
      expect(await titles('?destination=99999999999')).toEqual([]);
    });

    it('filters combine', async () => {
      expect(await titles(`?destination=${alpha.slug}&priceRange=0-4000&featured=false`)).toEqual(['Tour Five']);
    });
  });

  describe('sorts, each ending with the id so pages are stable', () => {
    it('popular (the default): bookings not cancelled, then review count, then id', async () => {
      const expected = ['Tour Two', 'Tour Four', 'Tour One', 'Tour Three', 'Tour Five'];
      expect(await titles('')).toEqual(expected);
      expect(await titles('?sort=popular')).toEqual(expected);
    });

    it('price_low and price_high (equal prices by id)', async () => {
      expect(await titles('?sort=price_low')).toEqual(['Tour One', 'Tour Four', 'Tour Five', 'Tour Two', 'Tour Three']);
      expect(await titles('?sort=price_high')).toEqual([
        'Tour Three',
        'Tour Two',
        'Tour Four',
        'Tour Five',
        'Tour One',
      ]);
    });

    it('rating: best first, ties by review count, unrated last', async () => {
      expect(await titles('?sort=rating')).toEqual(['Tour Three', 'Tour One', 'Tour Two', 'Tour Five', 'Tour Four']);
    });

    it('duration: shortest first; newest: latest created first', async () => {
      expect(await titles('?sort=duration')).toEqual(['Tour One', 'Tour Four', 'Tour Two', 'Tour Five', 'Tour Three']);
      expect(await titles('?sort=newest')).toEqual(['Tour Three', 'Tour Five', 'Tour Four', 'Tour Two', 'Tour One']);
    });

    it('an unknown sort is a 422 naming the field', async () => {
      await expectInvalid('/api/tours?sort=bogus', 'sort', MESSAGES.invalidSort);
      await expectInvalid('/api/tours?sort=altitude', 'sort', MESSAGES.invalidSort);
    });
  });

  describe('pagination', () => {
    it('pages through in order, the last page holding the rest', async () => {
      const all = await titles('?sort=price_low');
      const pages = [];
      for (let page = 1; page <= 3; page += 1) {
        const body = (await get(`/api/tours?sort=price_low&per_page=2&page=${page}`)).json();
        expect(body.meta).toEqual({ page, per_page: 2, total: 5, last_page: 3 });
        pages.push(...body.data.map((tour: { title: string }) => tour.title));
      }
      expect(pages).toEqual(all);
    });

    it('a page past the end is empty with the right meta, not an error', async () => {
      const response = await get('/api/tours?per_page=2&page=9');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: [],
        meta: { page: 9, per_page: 2, total: 5, last_page: 3 },
      });
    });

    it('an empty result has total 0 and one (empty) page', async () => {
      const body = (await get('/api/tours?category=Hill%20Station')).json();
      expect(body).toEqual({
        success: true,
        data: [],
        meta: { page: 1, per_page: LIMITS.perPageDefault, total: 0, last_page: 1 },
      });
    });

    it('limit takes the first N; per_page up to the maximum; beyond it, or page 0, is a 422', async () => {
      const limited = (await get('/api/tours?limit=2&page=3&sort=price_low')).json();
      expect(limited.meta).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
      expect(limited.data.map((tour: { title: string }) => tour.title)).toEqual(['Tour One', 'Tour Four']);
      const max = await get(`/api/tours?per_page=${LIMITS.perPageMax}`);
      expect(max.statusCode).toBe(200);
      expect(max.json().meta.per_page).toBe(LIMITS.perPageMax);
      await expectInvalid(`/api/tours?per_page=${LIMITS.perPageMax + 1}`, 'per_page');
      await expectInvalid('/api/tours?page=0', 'page');
      await expectInvalid('/api/tours?limit=0', 'limit');
    });
  });

  it('rejects a malformed or inverted priceRange, and other bad values, with 422', async () => {
    await expectInvalid('/api/tours?priceRange=abc', 'priceRange', MESSAGES.invalidPriceRange);
    await expectInvalid('/api/tours?priceRange=500-100', 'priceRange', MESSAGES.invalidPriceRange);
    await expectInvalid('/api/tours?priceRange=-5-10', 'priceRange', MESSAGES.invalidPriceRange);
    await expectInvalid('/api/tours?rating=6', 'rating');
    await expectInvalid('/api/tours?rating=abc', 'rating');
    await expectInvalid('/api/tours?duration=weekend', 'duration');
    await expectInvalid('/api/tours?category=Space', 'category');
    await expectInvalid('/api/tours?featured=maybe', 'featured');
  });
});

describe('GET /api/tours/facets', () => {
  it('gives the price bounds and category counts of active tours, not taken for a tour id', async () => {
    const response = await get('/api/tours/facets');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json().data).toEqual({
      price_min: 1000,
      price_max: 9000,
      categories: [
        { category: 'Adventure', count: 2 },
        { category: 'Cultural', count: 1 },
        { category: 'Lakes', count: 1 },
        { category: 'Nature', count: 1 },
      ],
    });
  });
});

describe('GET /api/tours/map', () => {
  const mapTitles = async (query: string) => {
    const response = await get(`/api/tours/map${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const { points, truncated } = response.json().data;
    expect(truncated).toBe(false);
    return points.map((point: { title: string }) => point.title);
  };

  it('gives every active tour that matches, beyond one page, with its price and where its destination is', async () => {
    const response = await get('/api/tours/map?page=2&per_page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { points } = response.json().data;
    expect(points.map((point: { id: number }) => point.id)).toEqual(
      [t.t1, t.t2, t.t3, t.t4, t.t5].map((tour) => tour.id).sort((a, b) => a - b),
    );
    expect(points.find((point: { id: number }) => point.id === t.t3.id)).toEqual({
      id: t.t3.id,
      slug: t.t3.slug,
      title: 'Tour Three',
      price: 9000,
      duration_days: 10,
      duration_nights: expect.any(Number),
      destination: {
        id: beta.id,
        name: 'Beta Ridge',
        state: expect.toBeOneOf([expect.any(String), null]),
        latitude: expect.toBeOneOf([expect.any(Number), null]),
        longitude: expect.toBeOneOf([expect.any(Number), null]),
      },
    });
  });

  it('takes the list’s filters', async () => {
    expect(await mapTitles('?category=Adventure')).toEqual(['Tour One', 'Tour Four']);
    expect((await mapTitles('?priceRange=2000-5000')).sort()).toEqual(['Tour Five', 'Tour Four', 'Tour Two']);
    expect(await mapTitles(`?destination=${beta.slug}&featured=true`)).toEqual(['Tour Three']);
  });

  it('stops at the cap and says so', async () => {
    const { tourMapPoints } = await import('./catalogue.repo.ts');
    const capped = await tourMapPoints(ctx.db, {}, [], 2);
    expect(capped.points).toHaveLength(2);
    expect(capped.truncated).toBe(true);
    expect((await tourMapPoints(ctx.db, {}, [], 5)).truncated).toBe(false);
  });

  it('answers bad filters with 422 naming the field', async () => {
    await expectInvalid('/api/tours/map?category=Space', 'category');
    await expectInvalid('/api/tours/map?priceRange=9-1', 'priceRange');
  });
});

describe('GET /api/tours/:id', () => {
  it('answers a tour by slug and by id, with its destination, ordered itinerary, images and real rating', async () => {
    const bySlug = await get(`/api/tours/${t.t5.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, no-cache');
    const tour = bySlug.json().data;
    expect(tour).toMatchObject({
      id: t.t5.id,
      title: 'Tour Five',
      description: 'Five days by the water.',
      images: ['/images/a.svg', '/images/b.svg'],
      highlights: ['Lake', 'Boats'],
      inclusions: ['Meals'],
      rating: 4,
      review_count: 1,
      destination: { id: alpha.id, name: 'Alpha Valley', city: 'Alphaville', best_time_to_visit: 'May to June' },
    });
    expect(tour.itinerary.map((day: { day_number: number }) => day.day_number)).toEqual([1, 2, 3]);
    expect(tour.itinerary[0]).toEqual({
      day_number: 1,
      title: 'Day 1',
      description: 'Plan of day 1',
      altitude_m: null,
      distance_km: null,
    });

    const byId = await get(`/api/tours/${t.t5.id}`);
    expect(byId.json().data).toEqual(tour);
  });

  it('counts approved reviews only', async () => {
    expect((await get(`/api/tours/${t.t1.slug}`)).json().data).toMatchObject({ rating: 4.5, review_count: 2 });
    expect((await get(`/api/tours/${t.t4.id}`)).json().data).toMatchObject({ rating: null, review_count: 0 });
  });

  it('answers 404 with the message for a missing or an out-of-range tour', async () => {
    for (const id of ['no-such-tour', '987654', '99999999999999']) {
      const response = await get(`/api/tours/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.tourNotFound });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 404 "not available" for an inactive tour: its title only, and similar bookable tours', async () => {
    for (const id of [t.hidden.slug, String(t.hidden.id)]) {
      const response = await get(`/api/tours/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['cache-control']).toBeUndefined();
      const body = response.json();
      expect(body).toMatchObject({
        success: false,
        message: MESSAGES.tourNotAvailable,
        reason: 'not_available',
        item: { title: 'Hidden Tour' },
      });
      expect(Object.keys(body).sort()).toEqual(['item', 'message', 'reason', 'similar', 'success']);
      expect(Object.keys(body.item)).toEqual(['title']);
      // Nothing else of the hidden tour: not its price, slug or description.
      expect(response.body).not.toContain(t.hidden.slug);
      expect(response.body).not.toContain('99000');
      // Bookable tours of its destination first, at most three, never itself.
      expect(body.similar.length).toBeGreaterThan(0);
      expect(body.similar.length).toBeLessThanOrEqual(3);
      for (const item of body.similar) expect(item.id).not.toBe(t.hidden.id);
      expect(body.similar[0].destination.id).toBe(alpha.id);
    }
  });
});

describe('GET /api/tours/:id/reviews', () => {
  it('lists approved reviews of the tour, newest first, with the reviewer’s name and never the email', async () => {
    const response = await get(`/api/tours/${t.t1.slug}/reviews`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 2, last_page: 1 });
    expect(body.data.map((review: { title: string }) => review.title)).toEqual(['Newer', 'Older']);
    expect(body.data[0]).toMatchObject({
      rating: 4,
      user: { name: 'Asha Reviewer' },
      subject: { type: 'tour', id: t.t1.id, slug: t.t1.slug, title: 'Tour One' },
    });
    expect(Object.keys(body.data[0].user)).toEqual(['name']);
    expect(response.body).not.toContain(reviewerEmail);
    expect(response.body).not.toContain('Pending');
  });

  it('paginates, and answers 404 for a tour that is not public', async () => {
    const second = (await get(`/api/tours/${t.t1.id}/reviews?per_page=1&page=2`)).json();
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(second.data.map((review: { title: string }) => review.title)).toEqual(['Older']);
    for (const id of [t.hidden.slug, 'no-such-tour']) {
      const response = await get(`/api/tours/${id}/reviews`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.tourNotFound });
    }
  });
});
