import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { sql } from 'drizzle-orm';
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
      data: { type: 'tour', tour_id: tour.id, tour: { id: tour.id, price: 12_500 } },
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

  it('saves a trek by trek_id once, lists it beside tours newest first with its type, and removes it', async () => {
    const { headers } = await traveller();
    const tour = await fixtures.tour(destinationId);
    const trek = await fixtures.trek(destinationId, {
      title: 'Kedarkantha Winter Trek',
      price: 9_800,
      maxAltitudeM: 3_810,
    });

    await add(headers, { tour_id: tour.id });
    const first = await add(headers, { trek_id: trek.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: MESSAGES.addedToWishlist,
      data: { type: 'trek', trek_id: trek.id, trek: { id: trek.id, price: 9_800, max_altitude_m: 3_810 } },
    });
    expect(first.json().data).not.toHaveProperty('tour_id');
    // Saving it again answers the same entry; the database keeps one.
    const again = await add(headers, { trek_id: trek.id });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);

    const listed = (await ctx.app.inject({ url: '/api/wishlist', headers })).json();
    expect(listed.data.map((item: { type: string }) => item.type)).toEqual(['trek', 'tour']);
    expect(listed.data[0]).toMatchObject({ trek_id: trek.id, trek: { title: 'Kedarkantha Winter Trek' } });
    expect(listed.data[1]).toMatchObject({ tour_id: tour.id, tour: { id: tour.id } });
    expect(listed.meta).toMatchObject({ total: 2 });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${first.json().data.id}`, headers });
    expect(removed.statusCode).toBe(200);
    const after = (await ctx.app.inject({ url: '/api/wishlist', headers })).json();
    expect(after.data.map((item: { type: string }) => item.type)).toEqual(['tour']);
  });

  it('hides a saved trek that is no longer public, and counts only what it lists', async () => {
    const { headers } = await traveller();
    const trek = await fixtures.trek(destinationId);
    await add(headers, { trek_id: trek.id });
    await ctx.db.execute(sql`update treks set is_active = false where id = ${trek.id}`);
    const listed = (await ctx.app.inject({ url: '/api/wishlist', headers })).json();
    expect(listed.data).toEqual([]);
    expect(listed.meta).toMatchObject({ total: 0 });
  });

  it('answers 422 for neither, both, an unknown, an inactive or a malformed trek id, and saves nothing', async () => {
    const { headers } = await traveller();
    const tour = await fixtures.tour(destinationId);
    const trek = await fixtures.trek(destinationId);
    const hidden = await fixtures.trek(destinationId, { isActive: false });

    const neither = await add(headers, {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.tour_id).toEqual([MESSAGES.wishlistItemRequired]);

    const both = await add(headers, { tour_id: tour.id, trek_id: trek.id });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.trek_id).toEqual([MESSAGES.wishlistOneItem]);

    for (const trek_id of [999_999, hidden.id]) {
      const response = await add(headers, { trek_id });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.trek_id).toEqual([MESSAGES.trekNotFound]);
    }
    for (const trek_id of ['abc', -1, 0, 1.5]) {
      const response = await add(headers, { trek_id });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.trek_id).toBeDefined();
    }
    expect((await ctx.app.inject({ url: '/api/wishlist', headers })).json().data).toEqual([]);
  });

  it('needs a token to save a trek', async () => {
    const trek = await fixtures.trek(destinationId);
    const response = await add({}, { trek_id: trek.id });
    expect(response.statusCode).toBe(401);
  });

  it("never lets one traveller see or remove another's saved trek", async () => {
    const owner = await traveller();
    const other = await traveller();
    const trek = await fixtures.trek(destinationId);
    const entry = (await add(owner.headers, { trek_id: trek.id })).json().data;
    // The other traveller saves the same trek: an entry of their own.
    const theirs = (await add(other.headers, { trek_id: trek.id })).json().data;
    expect(theirs.id).not.toBe(entry.id);

    const stolen = await ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${entry.id}`, headers: other.headers });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(MESSAGES.wishlistItemNotFound);
    const ownerList = (await ctx.app.inject({ url: '/api/wishlist', headers: owner.headers })).json().data;
    expect(ownerList.map((item: { id: number }) => item.id)).toEqual([entry.id]);
  });

  it('keeps one entry when the same trek is saved twice at once', async () => {
    const { headers } = await traveller();
    const trek = await fixtures.trek(destinationId);
    const answers = await Promise.all([add(headers, { trek_id: trek.id }), add(headers, { trek_id: trek.id })]);
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect((await ctx.app.inject({ url: '/api/wishlist', headers })).json().data).toHaveLength(1);
  });
});
