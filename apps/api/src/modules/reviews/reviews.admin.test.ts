import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, reviews } from '../../db/schema/index.ts';
import { catalogueFixtures, daysBefore, type CatalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let f: CatalogueFixtures;
let placeId: number;
let staffToken: string;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  placeId = (await f.destination()).id;
  staffToken = (await ctx.tokenFor('staff')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null = staffToken) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: token ? bearer(token) : {} });

const tourRating = async (id: number) => {
  const body = (await ctx.app.inject({ url: `/api/tours/${id}` })).json();
  return { rating: body.data.rating, review_count: body.data.review_count };
};

describe('admin reviews', () => {
  it('answers 401 without a token and 403 with a traveller’s token, on every route', async () => {
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/reviews'],
      ['GET', '/reviews/summary'],
      ['POST', '/reviews/1/approve'],
      ['POST', '/reviews/1/reject'],
      ['POST', '/reviews/1/toggle-feature'],
      ['DELETE', '/reviews/1'],
    ];
    for (const [method, url] of routes) {
      expect((await admin(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await admin(method, url, travellerToken)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('approve puts the review on the public site and moves the tour’s rating and count at once', async () => {
    const tour = await f.tour(placeId);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    await f.review(a.id, { tourId: tour.id }, { rating: 5 });
    const pending = await f.review(b.id, { tourId: tour.id }, { rating: 2, isApproved: false, title: 'Waiting' });
    expect(await tourRating(tour.id)).toEqual({ rating: 5, review_count: 1 });

    const approved = await admin('POST', `/reviews/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Review approved');
    expect(await tourRating(tour.id)).toEqual({ rating: 3.5, review_count: 2 });
    const list = (await ctx.app.inject({ url: `/api/tours/${tour.id}/reviews` })).json();
    expect(list.data.map((r: { title: string }) => r.title)).toContain('Waiting');

    const again = await admin('POST', `/reviews/${pending.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.reviewAlreadyApproved);

    // Feature, unfeature, then reject (which also unfeatures) and delete.
    expect((await admin('POST', `/reviews/${pending.id}/toggle-feature`)).json().message).toBe(
      'Review feature status updated',
    );
    const featured = (await ctx.app.inject({ url: '/api/reviews?featured=true&per_page=100' })).json();
    expect(featured.data.map((r: { id: number }) => r.id)).toContain(pending.id);
    const rejected = await admin('POST', `/reviews/${pending.id}/reject`);
    expect(rejected.json().message).toBe('Review rejected');
    expect(await tourRating(tour.id)).toEqual({ rating: 5, review_count: 1 });
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect(row).toMatchObject({ isApproved: false, isFeatured: false });
    expect((await admin('POST', `/reviews/${pending.id}/reject`)).statusCode).toBe(409);
    const feature = await admin('POST', `/reviews/${pending.id}/toggle-feature`);
    expect(feature.statusCode).toBe(409);
    expect(feature.json().message).toBe(ADMIN_MESSAGES.reviewNotApproved);

    const logged = await ctx.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'review'), eq(activityLogs.subjectId, pending.id)))
      .orderBy(activityLogs.id);
    expect(logged.map((entry) => entry.action)).toEqual(['approved', 'featured', 'rejected']);
  });

  it('delete removes an approved review from the rating, then 404', async () => {
    const tour = await f.tour(placeId);
    const a = await ctx.createUser();
    const review = await f.review(a.id, { tourId: tour.id }, { rating: 4 });
    expect(await tourRating(tour.id)).toEqual({ rating: 4, review_count: 1 });
    const deleted = await admin('DELETE', `/reviews/${review.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Review deleted');
    expect(await tourRating(tour.id)).toEqual({ rating: null, review_count: 0 });
    const missing = await admin('DELETE', `/reviews/${review.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.reviewNotFound);
    expect((await admin('POST', `/reviews/${review.id}/approve`)).statusCode).toBe(404);
  });

  it('lists every review with reviewer and trip, filtered by status, rating and trip, by date, paginated', async () => {
    const tour = await f.tour(placeId, { title: 'Listed Tour' });
    const trek = await f.trek(placeId, { title: 'Listed Trek' });
    const a = await ctx.createUser({ name: 'Asha' });
    const b = await ctx.createUser({ name: 'Bina' });
    await f.review(a.id, { tourId: tour.id }, { rating: 5, title: 'T-a', createdAt: daysBefore(3) });
    await f.review(b.id, { tourId: tour.id }, { rating: 3, title: 'T-b', isApproved: false, createdAt: daysBefore(2) });
    await f.review(a.id, { trekId: trek.id }, { rating: 3, title: 'K-a', createdAt: daysBefore(1) });

    const byTour = (await admin('GET', `/reviews?tour_id=${tour.id}`)).json();
    expect(byTour.data.map((r: { title: string }) => r.title)).toEqual(['T-b', 'T-a']);
    expect(byTour.data[0]).toMatchObject({
      is_approved: false,
      is_featured: false,
      rating: 3,
      user: { name: 'Bina', email: b.email },
      subject: { type: 'tour', id: tour.id, title: 'Listed Tour' },
      tour_id: tour.id,
      trek_id: null,
      tour: { id: tour.id, title: 'Listed Tour' },
      trek: null,
    });
    const asc = (await admin('GET', `/reviews?tour_id=${tour.id}&direction=asc`)).json();
    expect(asc.data.map((r: { title: string }) => r.title)).toEqual(['T-a', 'T-b']);
    const pending = (await admin('GET', `/reviews?tour_id=${tour.id}&status=pending`)).json();
    expect(pending.data.map((r: { title: string }) => r.title)).toEqual(['T-b']);
    const three = (await admin('GET', `/reviews?trek_id=${trek.id}&rating=3`)).json();
    expect(three.data.map((r: { title: string }) => r.title)).toEqual(['K-a']);
    expect(three.data[0]).toMatchObject({
      tour_id: null,
      trek_id: trek.id,
      tour: null,
      trek: { id: trek.id, title: 'Listed Trek' },
    });
    const paged = (await admin('GET', `/reviews?tour_id=${tour.id}&per_page=1&page=2`)).json();
    expect(paged.data.map((r: { title: string }) => r.title)).toEqual(['T-a']);
    expect(paged.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });

    const searched = (await admin('GET', `/reviews?tour_id=${tour.id}&search=bina`)).json();
    expect(searched.data.map((r: { title: string }) => r.title)).toEqual(['T-b']);

    for (const bad of ['status=done', 'rating=6', 'tour_id=x', 'per_page=1000', 'sort=title', 'direction=up']) {
      expect((await admin('GET', `/reviews?${bad}`)).statusCode, bad).toBe(422);
    }

    const summary = (await admin('GET', '/reviews/summary')).json().data;
    const all = await ctx.db.select({ a: reviews.isApproved, f: reviews.isFeatured }).from(reviews);
    expect(summary).toEqual({
      total: all.length,
      approved: all.filter((r) => r.a).length,
      pending: all.filter((r) => !r.a).length,
      featured: all.filter((r) => r.f).length,
    });
  });
});
