import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../lib/public-cache.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../test/context.ts';
import { cacheKey } from './public-cache.ts';

/** A helpful vote or a saved blog link forgets only the cached answers that show it. */
let ctx: TestContext;
let tourId: number;
let reviewId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const catalogue = catalogueFixtures(ctx.db);
  const author = await ctx.createUser();
  tourId = (await catalogue.tour((await catalogue.destination()).id)).id;
  reviewId = (await catalogue.review(author.id, { tourId })).id;
});
afterAll(async () => {
  await ctx.close();
});

const cached = (url: string) => ctx.app.publicCache.get(cacheKey(url)) !== undefined;
const warm = async (urls: string[]) => {
  for (const url of urls) expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
  // The copy is stored just after the answer leaves.
  for (let attempt = 0; attempt < 100 && !urls.every(cached); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  for (const url of urls) expect(cached(url), url).toBe(true);
};

describe('targeted invalidation', () => {
  it('a helpful vote forgets the review lists and keeps the catalogue', async () => {
    const reviewLists = ['/api/reviews', `/api/tours/${tourId}/reviews`];
    const others = ['/api/tours', `/api/tours/${tourId}`, '/api/destinations', '/api/blogs'];
    await warm([...reviewLists, ...others]);
    const voter = await ctx.tokenFor('customer');
    const vote = await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/helpful`,
      headers: bearer(voter.token),
    });
    expect(vote.statusCode).toBe(200);
    for (const url of reviewLists) expect(cached(url), url).toBe(false);
    for (const url of others) expect(cached(url), url).toBe(true);
    // The next read shows the new count.
    const fresh = await ctx.app.inject({ url: `/api/tours/${tourId}/reviews` });
    expect(JSON.stringify(fresh.json())).toContain('"helpful_count":1');
  });

  it('a saved blog link forgets the articles and keeps the rest', async () => {
    await warm(['/api/blogs', '/api/tours', '/api/reviews']);
    const writer = await ctx.tokenFor('customer');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/blog-link',
      headers: bearer(writer.token),
      payload: { blog_link: 'https://asha.example/blog' },
    });
    expect(saved.statusCode).toBe(200);
    expect(cached('/api/blogs')).toBe(false);
    expect(cached('/api/tours')).toBe(true);
    expect(cached('/api/reviews')).toBe(true);
  });

  it('a change without routes still empties everything', async () => {
    const cache = createPublicCache();
    cache.enable();
    const answer = { body: Buffer.from('{}'), etag: 'W/"x"', headers: {} };
    await cache.store('/api/tours', cache.version, { ...answer, route: '/api/tours' });
    await cache.store('/api/reviews', cache.version, { ...answer, route: '/api/reviews' });
    await cache.invalidate({ catalogue: false, routes: ['/api/reviews'] });
    expect([cache.get('/api/tours') !== undefined, cache.get('/api/reviews') !== undefined]).toEqual([true, false]);
    await cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
