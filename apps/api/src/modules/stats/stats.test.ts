import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/stats', () => {
  it('counts zero on an empty site', async () => {
    const response = await ctx.app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual({
      success: true,
      data: { tours: 0, treks: 0, destinations: 0, customers: 0, reviews: 0 },
    });
  });

  it('counts active tours, treks and destinations, customers who are not blocked, approved public reviews', async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination();
    await f.destination({ isActive: false });
    const tour = await f.tour(place.id);
    await f.tour(place.id);
    const hiddenTour = await f.tour(place.id, { isActive: false });
    const trek = await f.trek(place.id);
    await f.trek(place.id, { isActive: false });

    const customer = await ctx.createUser();
    const otherCustomer = await ctx.createUser();
    await ctx.createUser({ isBlocked: true });
    await ctx.createUser({ role: 'staff' });
    await ctx.createUser({ role: 'admin' });

    await f.review(customer.id, { tourId: tour.id });
    await f.review(customer.id, { trekId: trek.id });
    await f.review(otherCustomer.id, { tourId: tour.id }, { isApproved: false });
    await f.review(customer.id, { tourId: hiddenTour.id });
    // The rows above were written behind the services, which would have emptied the response cache.
    await ctx.app.publicCache.invalidate();

    const response = await ctx.app.inject({ url: '/api/stats' });
    expect(response.json().data).toEqual({ tours: 2, treks: 1, destinations: 1, customers: 2, reviews: 2 });
  });
});
