import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';

let ctx: TestContext;
let fixtures: ReturnType<typeof catalogueFixtures>;
let destinationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = catalogueFixtures(ctx.db);
  destinationId = (await fixtures.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

async function traveller() {
  const { token } = await ctx.tokenFor('customer');
  return { headers: bearer(token) };
}

const add = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/wishlist', headers, payload: payload as object });

describe('wishlist', () => {
  it('saves a tour once, lists it with its summary, and removes it', async () => {
    const { headers } = await traveller();
    const tour = await fixtures.tour(destinationId, { price: 12_500 });

    const first = await add(headers, { tour_id: tour.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: MESSAGES.addedToWishlist,
      data: { tour_id: tour.id, tour: { id: tour.id, price: 12_500 } },
    });
    const again = await add(headers, { tour_id: tour.id });
    expect(again.json().data.id).toBe(first.json().data.id);

    const listed = await ctx.app.inject({ url: '/api/wishlist', headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((item: { tour_id: number }) => item.tour_id)).toEqual([tour.id]);
    expect(listed.json().meta).toMatchObject({ page: 1, total: 1, last_page: 1 });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${first.json().data.id}`, headers });
    expect(removed.json()).toEqual({ success: true, message: MESSAGES.removedFromWishlist });
    expect((await ctx.app.inject({ url: '/api/wishlist', headers })).json().data).toEqual([]);
  });

  it('lists newest first, paginated, and hides tours that are no longer public', async () => {
    const { headers } = await traveller();
    const older = await fixtures.tour(destinationId);
    const newer = await fixtures.tour(destinationId);
    const hidden = await fixtures.tour(destinationId, { isActive: false });
    await add(headers, { tour_id: older.id });
    await add(headers, { tour_id: newer.id });
    expect((await add(headers, { tour_id: hidden.id })).statusCode).toBe(422);

    const page1 = (await ctx.app.inject({ url: '/api/wishlist?per_page=1', headers })).json();
    expect(page1.data.map((item: { tour_id: number }) => item.tour_id)).toEqual([newer.id]);
    expect(page1.meta).toMatchObject({ total: 2, last_page: 2 });
    const page2 = (await ctx.app.inject({ url: '/api/wishlist?per_page=1&page=2', headers })).json();
    expect(page2.data.map((item: { tour_id: number }) => item.tour_id)).toEqual([older.id]);
  });

  it('rejects a missing, inactive or malformed tour id with a field error and saves nothing', async () => {
    const { headers } = await traveller();
    for (const payload of [{ tour_id: 999_999 }, { tour_id: 'abc' }, {}, { tour_id: -1 }]) {
      const response = await add(headers, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.tour_id).toBeDefined();
    }
    expect((await ctx.app.inject({ url: '/api/wishlist', headers })).json().data).toEqual([]);
  });

  it('needs a traveller token: none, or a back-office one, is refused', async () => {
    const { token } = await ctx.tokenFor('admin');
    expect((await ctx.app.inject({ url: '/api/wishlist', headers: bearer(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/wishlist' })).statusCode).toBe(401);
    expect((await add({}, { tour_id: 1 })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/wishlist/1' })).statusCode).toBe(401);
  });

  it("never lets one traveller see or remove another's entries", async () => {
    const owner = await traveller();
    const other = await traveller();
    const tour = await fixtures.tour(destinationId);
    const entry = (await add(owner.headers, { tour_id: tour.id })).json().data;

    expect((await ctx.app.inject({ url: '/api/wishlist', headers: other.headers })).json().data).toEqual([]);
    const stolen = await ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${entry.id}`, headers: other.headers });
    // The same answer as for an entry that does not exist: nothing tells the entry is there.
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(MESSAGES.wishlistItemNotFound);
    expect((await ctx.app.inject({ url: '/api/wishlist', headers: owner.headers })).json().data).toHaveLength(1);

    const missing = await ctx.app.inject({ method: 'DELETE', url: '/api/wishlist/999999', headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.wishlistItemNotFound);
  });
});
