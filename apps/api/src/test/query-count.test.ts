import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DESTINATION_SORTS, TOUR_SORTS, TREK_SORTS } from '@trails/contracts/catalogue-constants';
import { bookings, reviews, tours } from '../db/schema/index.ts';
import { catalogueFixtures, daysBefore } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';

// The one-query rule: a public list is one SQL statement (its page, the destination reference and the
// total together), a detail at most two (a destination's three: its row, its first tours, its first
// treks). Adding a statement to any of these fails here.

let ctx: TestContext;
let place: { id: number; slug: string; name: string };
let other: { id: number; slug: string; name: string };
let tour: { id: number; slug: string };
let trek: { id: number; slug: string };
let userId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  place = await f.destination({ name: 'Kept Valley', state: 'Himachal Pradesh', createdAt: daysBefore(30) });
  other = await f.destination({ name: 'Other Ridge', state: 'Uttarakhand', createdAt: daysBefore(20) });
  tour = await f.tour(place.id, { title: 'Kept Tour', isFeatured: true });
  await f.tour(other.id, { title: 'Other Tour' });
  trek = await f.trek(place.id, { title: 'Kept Trek' });
  await f.itinerary({ tourId: tour.id }, [1, 2]);
  userId = (await ctx.createUser()).id;
  await f.review(userId, { tourId: tour.id }, { rating: 5, isFeatured: true });
  await f.review((await ctx.createUser()).id, { tourId: tour.id }, { rating: 4 });
  await f.review(userId, { trekId: trek.id }, { rating: 3 });
  await f.booking(userId, { tourId: tour.id });
  await f.booking(userId, { trekId: trek.id }, { createdAt: daysBefore(200) });
});

afterAll(async () => {
  await ctx.close();
});

async function statementsOf(url: string): Promise<string[]> {
  const { result, statements } = await ctx.statementsOf(() => ctx.app.inject({ method: 'GET', url }));
  expect(result.statusCode, url).toBe(200);
  return statements;
}

describe('statements per public request', () => {
  const lists = [
    '/api/tours',
    ...TOUR_SORTS.map((sort) => `/api/tours?sort=${sort}`),
    '/api/tours?category=Adventure&priceRange=1-100000&duration=short&featured=true&rating=4&destination=kept-valley',
    '/api/tours?destination=kept-valley&per_page=1&page=1',
    '/api/treks',
    ...TREK_SORTS.map((sort) => `/api/treks?sort=${sort}`),
    '/api/treks?difficulty=moderate&altitudeRange=0-9000&priceRange=1-100000&featured=false&destination=kept-valley',
    '/api/destinations',
    ...DESTINATION_SORTS.map((sort) => `/api/destinations?sort=${sort}`),
    '/api/destinations?search=kept&country=India&state=himachal%20pradesh&featured=false',
    '/api/destinations/by-state/Himachal%20Pradesh',
    '/api/reviews',
    '/api/reviews?featured=true&per_page=1',
  ];
  it.each(lists)('%s is one statement', async (url) => {
    expect(await statementsOf(url)).toHaveLength(1);
  });

  it('a page past the end, with no row to carry the total, counts apart: two statements', async () => {
    for (const url of ['/api/tours?page=9', '/api/treks?page=9', '/api/destinations?page=9', '/api/reviews?page=9'])
      expect(await statementsOf(url), url).toHaveLength(2);
  });

  const details = () => [
    `/api/tours/${tour.slug}`,
    `/api/tours/${tour.id}`,
    `/api/treks/${trek.slug}`,
    `/api/tours/${tour.id}/reviews`,
    `/api/treks/${trek.slug}/reviews`,
  ];
  it('a detail is at most two statements', async () => {
    for (const url of details()) expect((await statementsOf(url)).length, url).toBeLessThanOrEqual(2);
  });
  it('a destination is at most three: its row, its first tours, its first treks (none read when it has none)', async () => {
    for (const url of [`/api/destinations/${place.slug}`, `/api/destinations/${place.id}`])
      expect(await statementsOf(url), url).toHaveLength(3);
    // Other Ridge has tours and no trek: its kept trek_count spares the trek statement.
    expect(await statementsOf(`/api/destinations/${other.slug}`)).toHaveLength(2);
  });

  it('counts every statement a request runs', async () => {
    const { statements } = await ctx.statementsOf(async () => {
      await ctx.app.inject({ method: 'GET', url: '/api/tours' });
      await ctx.app.inject({ method: 'GET', url: '/api/treks' });
    });
    expect(statements).toHaveLength(2);
  });
});

describe('aggregates answered from the response cache', () => {
  const aggregates = [
    ['/api/stats', 1],
    ['/api/tours/facets', 2],
    ['/api/treks/facets', 2],
    ['/api/destinations/facets', 1],
  ] as const;

  it.each(aggregates)('%s counts once (%i statements), then a repeat runs none', async (url, uncached) => {
    const { result, statements } = await ctx.statementsOf(async () => {
      const first = await ctx.app.inject({ method: 'GET', url });
      const again = await ctx.app.inject({ method: 'GET', url });
      expect(again.body).toBe(first.body);
      return again;
    });
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(uncached);
  });

  it('a write through the services counts again, with the new figures', async () => {
    const stats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/stats' })).json().data;
    const before = await stats();
    const { statements } = await ctx.statementsOf(async () => {
      await stats();
      await stats();
    });
    expect(statements).toHaveLength(1);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Counted Walker',
        email: `counted-${Date.now()}@example.test`,
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(await stats()).toEqual({ ...before, customers: before.customers + 1 });
  });
});

describe('counts kept on the rows', () => {
  // These tests change rows directly, past the services that would invalidate the response cache.
  const fresh = () => ctx.app.publicCache.invalidate();
  const tourCard = async () =>
    (await fresh(), await ctx.app.inject({ method: 'GET', url: `/api/tours?destination=${place.slug}&sort=popular` }))
      .json()
      .data.find((row: { id: number }) => row.id === tour.id);
  const placeCard = async () =>
    (await fresh(), await ctx.app.inject({ method: 'GET', url: `/api/destinations/${place.slug}` })).json().data;

  it('follow review moderation, bookings and the tour itself in the same transaction', async () => {
    expect(await tourCard()).toMatchObject({ rating: 4.5, review_count: 2 });
    // Its trek counts too: trek_count, and the trek's review (3) beside the tour's two.
    expect(await placeCard()).toMatchObject({ tour_count: 1, trek_count: 1, rating: 4, review_count: 3 });

    const [pending] = await ctx.db
      .insert(reviews)
      .values({ userId: (await ctx.createUser()).id, tourId: tour.id, rating: 2, title: 'Meh', comment: 'Fine.' })
      .returning({ id: reviews.id });
    expect(await tourCard()).toMatchObject({ rating: 4.5, review_count: 2 });
    await ctx.db.update(reviews).set({ isApproved: true }).where(eq(reviews.id, pending!.id));
    expect(await tourCard()).toMatchObject({ rating: 3.7, review_count: 3 });
    await ctx.db.delete(reviews).where(eq(reviews.id, pending!.id));
    expect(await tourCard()).toMatchObject({ rating: 4.5, review_count: 2 });

    // A rolled-back approval leaves nothing behind.
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(reviews).set({ isApproved: false }).where(eq(reviews.tourId, tour.id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await tourCard()).toMatchObject({ rating: 4.5, review_count: 2 });

    // Bookings: the one on the tour ranks its destination first; cancelling it does not.
    const popular = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/destinations?sort=popular' }))
        .json()
        .data.map((row: { name: string }) => row.name);
    expect(await popular()).toEqual([place.name, other.name]);
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.tourId, tour.id));
    // Its trek's booking does not count here: a destination's popularity is its tours' bookings.
    expect(await popular()).toEqual([other.name, place.name].sort());

    // The tour moving away or going inactive takes its reviews with it.
    await ctx.db.update(tours).set({ destinationId: other.id }).where(eq(tours.id, tour.id));
    expect(await placeCard()).toMatchObject({ tour_count: 0, trek_count: 1, rating: 3, review_count: 1 });
    await ctx.db.update(tours).set({ isActive: false }).where(eq(tours.id, tour.id));
    const otherCard = (await ctx.app.inject({ method: 'GET', url: `/api/destinations/${other.slug}` })).json().data;
    expect(otherCard).toMatchObject({ tour_count: 1, rating: null, review_count: 0 });
    await ctx.db.update(tours).set({ isActive: true, destinationId: place.id }).where(eq(tours.id, tour.id));
    expect(await placeCard()).toMatchObject({ tour_count: 1, trek_count: 1, rating: 4, review_count: 3 });
  });
});

describe('statements per back-office request', () => {
  // Past the staff session's own check. A list is its page and its total; none grows with the rows
  // it shows (the scale bench times them at a million bookings: npm run bench:scale).
  const requests = [
    ['/api/admin/bookings', 2],
    ['/api/admin/bookings?sort=passengers&direction=asc&status=confirmed&payment_status=pending', 2],
    // A search's matches and its total are one statement; the page's rows (none here) a second.
    ['/api/admin/bookings?search=kept&travel_from=2020-01-01&travel_to=2040-12-31', 1],
    ['/api/admin/bookings/summary', 2],
    ['/api/admin/enquiries', 2],
    ['/api/admin/dashboard/stats', 1],
    ['/api/admin/dashboard/recent-activities', 1],
    ['/api/admin/dashboard/revenue-chart', 1],
    ['/api/admin/analytics/revenue-stats', 3],
    ['/api/admin/analytics/booking-trends', 1],
    ['/api/admin/analytics/tour-performance', 1],
    ['/api/admin/analytics/user-growth', 2],
    ['/api/admin/payments', 2],
    ['/api/admin/activity-logs', 1],
  ] as const;

  it.each(requests)('%s runs %i statements', async (url, expected) => {
    const { token } = await ctx.tokenFor('admin');
    const { result, statements } = await ctx.statementsOf(() =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const own = statements.filter((statement) => !statement.includes('"auth_tokens"'));
    expect(own, own.join('\n')).toHaveLength(expected);
  });
});
