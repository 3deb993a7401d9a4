import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@trails/contracts/constants';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// One set of reviews for the file, made in beforeAll and only read by the tests.
let ctx: TestContext;
let emails: string[];
let tour: { id: number; slug: string; title: string };
let trek: { id: number; slug: string; title: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  const place = await f.destination();
  tour = await f.tour(place.id, { title: 'Reviewed Tour' });
  trek = await f.trek(place.id, { title: 'Reviewed Trek' });
  const hiddenTour = await f.tour(place.id, { isActive: false });
  const hiddenTrek = await f.trek(place.id, { isActive: false });
  const meera = await ctx.createUser({ name: 'Meera' });
  const arjun = await ctx.createUser({ name: 'Arjun' });
  const dev = await ctx.createUser({ name: 'Dev' });
  emails = [meera.email, arjun.email, dev.email];
  // Meera travelled on the tour (a confirmed booking in the past): her review of it is verified.
  await f.booking(meera.id, { tourId: tour.id }, { travelDate: '2026-01-10' });
  // Arjun's booking of the tour is still to come, his trek booking was cancelled: not verified.
  await f.booking(arjun.id, { tourId: tour.id }, { travelDate: '2099-01-10' });
  await f.booking(arjun.id, { trekId: trek.id }, { travelDate: '2026-01-10', status: 'cancelled' });

  await f.review(
    meera.id,
    { tourId: tour.id },
    {
      title: 'R1 tour',
      createdAt: daysBefore(5),
      isFeatured: true,
      tripType: 'Family',
      traveledOn: '2026-01-10',
      helpfulCount: 3,
    },
  );
  await f.review(arjun.id, { trekId: trek.id }, { title: 'R2 trek', createdAt: daysBefore(4) });
  await f.review(
    meera.id,
    { trekId: trek.id },
    { title: 'R3 trek featured', createdAt: daysBefore(3), isFeatured: true },
  );
  await f.review(arjun.id, { tourId: tour.id }, { title: 'R4 tour', createdAt: daysBefore(2) });
  // Never shown: pending, or of an inactive tour or trek.
  await f.review(
    dev.id,
    { tourId: tour.id },
    { title: 'Pending one', createdAt: daysBefore(1), isApproved: false, isFeatured: true },
  );
  await f.review(arjun.id, { tourId: hiddenTour.id }, { title: 'Of a hidden tour', isFeatured: true });
  await f.review(arjun.id, { trekId: hiddenTrek.id }, { title: 'Of a hidden trek' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url });
const titles = (body: { data: { title: string }[] }) => body.data.map((review) => review.title);

describe('GET /api/reviews', () => {
  it('lists approved reviews of active tours and treks, newest first, in the public shape', async () => {
    const response = await get('/api/reviews');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(titles(body)).toEqual(['R4 tour', 'R3 trek featured', 'R2 trek', 'R1 tour']);
    expect(body.meta).toEqual({ page: 1, per_page: LIMITS.perPageDefault, total: 4, last_page: 1 });
    expect(body.data[3]).toEqual({
      id: expect.any(Number),
      rating: 5,
      title: 'R1 tour',
      comment: 'We had a good time.',
      trip_type: 'Family',
      traveled_on: '2026-01-10',
      helpful_count: 3,
      is_featured: true,
      verified: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { name: 'Meera' },
      // No staff reply yet.
      reply: null,
      replied_at: null,
      subject: { type: 'tour', id: tour.id, slug: tour.slug, title: 'Reviewed Tour' },
      // The specs' names for the same trip.
      tour_id: tour.id,
      trek_id: null,
      tour: { id: tour.id, title: 'Reviewed Tour' },
      trek: null,
    });
    expect(body.data.map((review: { verified: boolean }) => review.verified)).toEqual([false, false, false, true]);
    expect(body.data[1].subject).toEqual({ type: 'trek', id: trek.id, slug: trek.slug, title: 'Reviewed Trek' });
    expect(body.data[1]).toMatchObject({
      tour_id: null,
      trek_id: trek.id,
      tour: null,
      trek: { id: trek.id, title: 'Reviewed Trek' },
    });
    for (const email of emails) expect(response.body).not.toContain(email);
  });

  it('featured=true keeps the featured ones, featured=false the others', async () => {
    expect(titles((await get('/api/reviews?featured=true')).json())).toEqual(['R3 trek featured', 'R1 tour']);
    expect(titles((await get('/api/reviews?featured=false')).json())).toEqual(['R4 tour', 'R2 trek']);
  });

  it('paginates: a last page, a page past the end, limit', async () => {
    const last = (await get('/api/reviews?per_page=3&page=2')).json();
    expect(titles(last)).toEqual(['R1 tour']);
    expect(last.meta).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect((await get('/api/reviews?per_page=3&page=4')).json()).toEqual({
      success: true,
      data: [],
      meta: { page: 4, per_page: 3, total: 4, last_page: 2 },
    });
    expect(titles((await get('/api/reviews?limit=1')).json())).toEqual(['R4 tour']);
    expect((await get('/api/reviews?featured=yes')).statusCode).toBe(422);
  });
});
