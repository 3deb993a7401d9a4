import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { formatAltitude } from './catalogue.service.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// One catalogue for the file, made in beforeAll and only read by the tests.
let ctx: TestContext;
type Row = { id: number; slug: string; title: string };
let k1: Row, k2: Row, k3: Row, k4: Row, hidden: Row;
let valley: { id: number; slug: string };
let reviewerEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  valley = await f.destination({ name: 'Kheer Valley' });
  const other = await f.destination({ name: 'Other Valley' });
  // difficulty, top altitude, price, days, featured, created
  k1 = await f.trek(valley.id, {
    title: 'Trek One',
    difficultyLevel: 'easy',
    maxAltitudeM: 3200,
    price: 6000,
    durationDays: 3,
    createdAt: daysBefore(30),
  });
  k2 = await f.trek(valley.id, {
    title: 'Trek Two',
    difficultyLevel: 'moderate',
    maxAltitudeM: 4300,
    price: 14_000,
    durationDays: 6,
    isFeatured: true,
    createdAt: daysBefore(10),
  });
  k3 = await f.trek(other.id, {
    title: 'Trek Three',
    difficultyLevel: 'difficult',
    maxAltitudeM: 5300,
    price: 30_000,
    durationDays: 9,
    trekGrade: 'Grade III',
    bestTime: 'June to September',
    highlights: ['A glacier'],
    images: ['/images/k3.svg'],
    createdAt: daysBefore(20),
  });
  k4 = await f.trek(other.id, {
    title: 'Trek Four',
    difficultyLevel: 'moderate',
    maxAltitudeM: null,
    price: 6000,
    durationDays: 4,
    createdAt: daysBefore(40),
  });
  hidden = await f.trek(valley.id, {
    title: 'Hidden Trek',
    maxAltitudeM: 8000,
    price: 1,
    isActive: false,
    isFeatured: true,
  });
  await f.itinerary({ trekId: k3.id }, [2, 3, 1]);

  const reviewer = await ctx.createUser({ name: 'Tenzing Walker' });
  reviewerEmail = reviewer.email;
  // Approved: k1 3; k2 5,4 -> 4.5; k3 5; k4 none. Pending reviews must not count.
  await f.review(reviewer.id, { trekId: k1.id }, { rating: 3 });
  await f.review(reviewer.id, { trekId: k2.id }, { rating: 5, title: 'First', createdAt: daysBefore(3) });
  // One review per traveller and trip: a namesake writes the second review of a trek.
  const namesake = await ctx.createUser({ name: 'Tenzing Walker' });
  await f.review(namesake.id, { trekId: k2.id }, { rating: 4, title: 'Second', createdAt: daysBefore(1) });
  await f.review(reviewer.id, { trekId: k3.id }, { rating: 5 });
  await f.review(namesake.id, { trekId: k3.id }, { rating: 1, isApproved: false });
  await f.review(reviewer.id, { trekId: k4.id }, { rating: 5, isApproved: false });
  // Bookings: k4 2, k1 1 (+1 cancelled), k3 1; k2 none.
  await f.booking(reviewer.id, { trekId: k4.id });
  await f.booking(reviewer.id, { trekId: k4.id });
  await f.booking(reviewer.id, { trekId: k1.id });
  await f.booking(reviewer.id, { trekId: k1.id }, { status: 'cancelled' });
  await f.booking(reviewer.id, { trekId: k3.id }, { status: 'pending' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url });
async function titles(query: string): Promise<string[]> {
  const response = await get(`/api/treks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((trek: { title: string }) => trek.title);
}
const expectInvalid = async (url: string, field: string, message: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(422);
  expect(response.json().errors[field]).toEqual([message]);
};

describe('GET /api/treks', () => {
  it('lists active treks with ratings of approved reviews and meta', async () => {
    const response = await get('/api/treks');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 4, last_page: 1 });
    const trek = body.data.find((item: { id: number }) => item.id === k3.id);
    expect(trek).toMatchObject({
      slug: k3.slug,
      difficulty_level: 'difficult',
      trek_grade: 'Grade III',
      max_altitude_m: 5300,
      best_time: 'June to September',
      rating: 5,
      review_count: 1,
      destination: { name: 'Other Valley' },
    });
    expect(body.data.find((item: { id: number }) => item.id === k4.id)).toMatchObject({
      rating: null,
      review_count: 0,
    });
  });

  it('filters by difficulty, altitude range, price range, duration, featured and destination', async () => {
    expect(await titles('?difficulty=moderate&sort=price_low')).toEqual(['Trek Four', 'Trek Two']);
    expect(await titles('?altitudeRange=3000-4300&sort=altitude')).toEqual(['Trek Two', 'Trek One']);
    expect(await titles('?priceRange=6000-14000&sort=price_low')).toEqual(['Trek One', 'Trek Four', 'Trek Two']);
    expect(await titles('?duration=short')).toEqual(['Trek One']);
    expect(await titles('?duration=medium&sort=duration')).toEqual(['Trek Four', 'Trek Two']);
    expect(await titles('?duration=long')).toEqual(['Trek Three']);
    expect(await titles('?featured=true')).toEqual(['Trek Two']);
    expect(await titles(`?destination=${valley.slug}&sort=price_low`)).toEqual(['Trek One', 'Trek Two']);
    expect(await titles(`?destination=${valley.id}&difficulty=easy`)).toEqual(['Trek One']);
  });

  it('sorts: altitude (highest first, unknown last), popular, rating, price, duration, newest', async () => {
    expect(await titles('?sort=altitude')).toEqual(['Trek Three', 'Trek Two', 'Trek One', 'Trek Four']);
    expect(await titles('?sort=popular')).toEqual(['Trek Four', 'Trek One', 'Trek Three', 'Trek Two']);
    expect(await titles('?sort=rating')).toEqual(['Trek Three', 'Trek Two', 'Trek One', 'Trek Four']);
    expect(await titles('?sort=price_low')).toEqual(['Trek One', 'Trek Four', 'Trek Two', 'Trek Three']);
    expect(await titles('?sort=price_high')).toEqual(['Trek Three', 'Trek Two', 'Trek One', 'Trek Four']);
    expect(await titles('?sort=duration')).toEqual(['Trek One', 'Trek Four', 'Trek Two', 'Trek Three']);
    expect(await titles('?sort=newest')).toEqual(['Trek Two', 'Trek Three', 'Trek One', 'Trek Four']);
  });

  it('paginates: last page, past the end, limit', async () => {
    const last = (await get('/api/treks?sort=altitude&per_page=3&page=2')).json();
    expect(last.meta).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(last.data.map((trek: { title: string }) => trek.title)).toEqual(['Trek Four']);
    const past = await get('/api/treks?per_page=3&page=5');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ success: true, data: [], meta: { page: 5, per_page: 3, total: 4, last_page: 2 } });
    expect((await get('/api/treks?limit=1&sort=altitude')).json().data).toHaveLength(1);
  });

  it('rejects bad sorts and ranges with 422', async () => {
    await expectInvalid('/api/treks?sort=bogus', 'sort', MESSAGES.invalidSort);
    await expectInvalid('/api/treks?priceRange=abc', 'priceRange', MESSAGES.invalidPriceRange);
    await expectInvalid('/api/treks?priceRange=500-100', 'priceRange', MESSAGES.invalidPriceRange);
    await expectInvalid('/api/treks?altitudeRange=high', 'altitudeRange', MESSAGES.invalidAltitudeRange);
    await expectInvalid('/api/treks?altitudeRange=5000-3000', 'altitudeRange', MESSAGES.invalidAltitudeRange);
    expect((await get('/api/treks?difficulty=extreme')).statusCode).toBe(422);
  });
});

describe('trek altitude as text', () => {
  it('answers altitude formatted from max_altitude_m on summaries and the detail, null when unknown', async () => {
    const listed = (await get('/api/treks?sort=altitude')).json().data as {
      id: number;
      max_altitude_m: number | null;
      altitude: string | null;
    }[];
    expect(listed.find((trek) => trek.id === k3.id)).toMatchObject({ max_altitude_m: 5300, altitude: '5,300 m' });
    expect(listed.find((trek) => trek.id === k4.id)).toMatchObject({ max_altitude_m: null, altitude: null });
    expect((await get(`/api/treks/${k3.slug}`)).json().data).toMatchObject({
      max_altitude_m: 5300,
      altitude: '5,300 m',
    });
  });

  it('writes thousands with a comma and the unit after a space', () => {
    expect(formatAltitude(4270)).toBe('4,270 m');
    expect(formatAltitude(850)).toBe('850 m');
    expect(formatAltitude(null)).toBeNull();
  });
});

describe('GET /api/treks/facets', () => {
  it('gives price and altitude bounds of active treks', async () => {
    const response = await get('/api/treks/facets');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      price_min: 6000,
      price_max: 30_000,
      altitude_min: 3200,
      altitude_max: 5300,
    });
  });
});

describe('GET /api/treks/:id', () => {
  it('answers by slug and id with the ordered itinerary and the approved rating', async () => {
    const bySlug = await get(`/api/treks/${k3.slug}`);
    expect(bySlug.statusCode).toBe(200);
    const trek = bySlug.json().data;
    expect(trek).toMatchObject({
      id: k3.id,
      highlights: ['A glacier'],
      images: ['/images/k3.svg'],
      rating: 5,
      review_count: 1,
    });
    expect(trek.itinerary.map((day: { day_number: number }) => day.day_number)).toEqual([1, 2, 3]);
    expect((await get(`/api/treks/${k3.id}`)).json().data).toEqual(trek);
  });

  it('answers 404 with the message for a missing trek', async () => {
    for (const id of ['no-such-trek', '99999999999']) {
      const response = await get(`/api/treks/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.trekNotFound });
    }
  });

  it('answers 404 "not available" for an inactive trek, with its title and similar treks only', async () => {
    const response = await get(`/api/treks/${hidden.slug}`);
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      message: MESSAGES.trekNotAvailable,
      reason: 'not_available',
      item: { title: 'Hidden Trek' },
    });
    expect(Object.keys(body.item)).toEqual(['title']);
    expect(response.body).not.toContain('8000');
    expect(body.similar.map((trek: { id: number }) => trek.id)).not.toContain(hidden.id);
    expect(body.similar.length).toBeGreaterThan(0);
  });
});

describe('GET /api/treks/:id/reviews', () => {
  it('lists approved reviews of the trek newest first, without emails; 404 for a hidden trek', async () => {
    const response = await get(`/api/treks/${k2.slug}/reviews`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((review: { title: string }) => review.title)).toEqual(['Second', 'First']);
    expect(body.data[0].subject).toEqual({ type: 'trek', id: k2.id, slug: k2.slug, title: 'Trek Two' });
    expect(body.data[0].user).toEqual({ name: 'Tenzing Walker' });
    expect(response.body).not.toContain(reviewerEmail);
    expect((await get(`/api/treks/${k3.id}/reviews`)).json().meta.total).toBe(1);
    const missing = await get(`/api/treks/${hidden.id}/reviews`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: MESSAGES.trekNotFound });
  });
});
